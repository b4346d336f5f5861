#!/usr/bin/env bash
# `npm run deploy:local`: the production composition (deploy/compose.yaml) on
# this machine with podman, without a container registry:
#   1. base images from Debian and the npm registry (scripts/deploy/bases.sh, cached);
#   2. the host's production build staged as the images' context (stage.sh;
#      `npm run build` first when there is none, or with --build);
#   3. the images api, shell, edge, release (podman build, layer cache);
#   4. the containers created by podman-compose from compose.yaml and started
#      in the order its depends_on conditions state (podman-compose 1.0.3
#      ignores the conditions: it would start everything at once).
# Settings: HTTP_PORT (18080), COMPOSE_PROJECT_NAME (hello-site), and every
# variable compose.yaml reads. `npm run deploy:local:down` removes it all.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
here="$repo/scripts/deploy"
cd "$repo"
source "$here/env.sh"
log() { echo "deploy:local: $*" >&2; }

if [ "${1:-}" = "--build" ] || [ ! -f api/dist/server.js ] || [ ! -f shell/dist/server/index.js ]; then
  log "npm run build"
  npm run build >&2
fi
set -a
# shellcheck disable=SC1090
source <("$here/bases.sh")
APP_CONTEXT="$("$here/stage.sh")"
APP_BUILD=prebuilt
set +a

# The images are tagged with a hash of what goes into them (the staged
# files' content, node_modules by their lock, the bases): an unchanged build
# is not rebuilt at all (buildah's layer cache alone still copies the context).
inputs="$(cd "$APP_CONTEXT" && find . \( -name node_modules -o -name .git \) -prune -o -type f -print0 | sort -z | xargs -0 sha256sum)"
build_tag="build-$(printf '%s\n' "$inputs" "$NODE_IMAGE $NGINX_IMAGE $APP_BUILD" | sha256sum | cut -c1-12)"
build_image() { # <image> <dockerfile> [target]
  if ! podman image exists "$1:$build_tag"; then
    local args=(--quiet --layers --format docker -t "$1:$build_tag" -f "$APP_CONTEXT/deploy/docker/$2"
      --build-arg "NODE_IMAGE=$NODE_IMAGE" --build-arg "NGINX_IMAGE=$NGINX_IMAGE" --build-arg "APP_BUILD=$APP_BUILD")
    [ -n "${3:-}" ] && args+=(--target "$3")
    log "image $1"
    podman build "${args[@]}" "$APP_CONTEXT" >/dev/null
  fi
  podman tag "$1:$build_tag" "$1:$IMAGE_TAG"
}
build_image hello-site-api api.Dockerfile
build_image hello-site-release shell.Dockerfile release
build_image hello-site-shell shell.Dockerfile shell
build_image hello-site-edge shell.Dockerfile edge
# Earlier builds' images would fill the disk (each holds its own copy of the context).
for image in hello-site-api hello-site-release hello-site-shell hello-site-edge; do
  podman images --format '{{.Repository}}:{{.Tag}}' "localhost/$image" |
    grep -vE ":($build_tag|$IMAGE_TAG)\$" | xargs -r podman rmi >/dev/null 2>&1 || true
done

"$here/down.sh" --keep-volumes >/dev/null 2>&1 || true
log "podman-compose create"
compose up --no-build --no-start >/dev/null

container() { echo "${COMPOSE_PROJECT_NAME}_$1_1"; }
wait_healthy() { # <service> <seconds>
  local name deadline=$((SECONDS + $2))
  name="$(container "$1")"
  until podman healthcheck run "$name" >/dev/null 2>&1; do
    if [ "$SECONDS" -ge "$deadline" ]; then
      log "$1 is not healthy after $2 s; its last log lines:"
      podman logs --tail 30 "$name" >&2
      exit 1
    fi
    sleep 1
  done
  log "$1 healthy"
}
run_to_completion() { # <service>
  local name code
  name="$(container "$1")"
  podman start "$name" >/dev/null
  code="$(podman wait "$name")"
  if [ "$code" != 0 ]; then
    log "$1 exited with $code; its last log lines:"
    podman logs --tail 30 "$name" >&2
    exit 1
  fi
  log "$1 done"
}

podman start "$(container mysql)" >/dev/null
wait_healthy mysql 120
run_to_completion migrate
podman start "$(container api)" >/dev/null
wait_healthy api 120
run_to_completion releases-init
podman start "$(container shell)" >/dev/null
wait_healthy shell 60
podman start "$(container edge)" >/dev/null
wait_healthy edge 30

echo "The site is running on http://localhost:$HTTP_PORT  (npm run deploy:local:down stops it)"
