#!/usr/bin/env bash
# `npm run deploy:local`: the production composition (deploy/compose.yaml) on
# this machine with podman, without a container registry:
#   1-3. scripts/deploy/images.sh: base images from Debian and the npm registry
#      (cached), the host's production build staged as the images' context
#      (`npm run build` first when there is none, or with --build), the images
#      api, shell, edge, release (built only when their content changed);
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

# The bases and the images (shared with scripts/deploy/kube-up.sh).
images="$("$here/images.sh" "$@")"
set -a
eval "$images"
set +a

"$here/down.sh" --keep-volumes >/dev/null 2>&1 || true
log "podman-compose create"
# The services without a profile, as docker compose does: podman-compose 1.0.3
# knows no profiles and would create the tools' and the observability
# profile's containers too (Prometheus' image is pulled from a registry).
compose up --no-build --no-start $(default_services) >/dev/null

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
