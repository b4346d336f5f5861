#!/usr/bin/env bash
# The images of the composition and of the played Kubernetes manifests, built
# once and shared by both (scripts/deploy/up.sh, scripts/deploy/kube-up.sh):
#   1. base images from Debian and the npm registry (bases.sh, cached);
#   2. the host's production build staged as the images' context (stage.sh;
#      `npm run build` first when there is none, or with --build);
#   3. hello-site-{api,release,shell,edge}, tagged with a hash of what goes into
#      them and with IMAGE_TAG (local): an unchanged build is not rebuilt.
# Prints shell assignments on stdout: the bases (NODE_IMAGE, NGINX_IMAGE,
# MYSQL_IMAGE), the build's APP_CONTEXT and APP_BUILD (what compose.yaml's
# `build:` reads) and IMAGE_BUILD_TAG, the exact images of this run.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
here="$repo/scripts/deploy"
cd "$repo"
IMAGE_TAG="${IMAGE_TAG:-local}"
log() { echo "images: $*" >&2; }

if [ "${1:-}" = "--build" ] || [ ! -f api/dist/server.js ] || [ ! -f shell/dist/server/index.js ]; then
  log "npm run build"
  npm run build >&2
fi
bases="$("$here/bases.sh")"
eval "$bases"
APP_CONTEXT="$("$here/stage.sh")"
APP_BUILD=prebuilt

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
# Earlier builds' images would fill the disk (each holds its own copy of the
# context); those a container still uses stay (podman refuses to remove them).
for image in hello-site-api hello-site-release hello-site-shell hello-site-edge; do
  podman images --format '{{.Repository}}:{{.Tag}}' "localhost/$image" |
    grep -vE ":($build_tag|$IMAGE_TAG)\$" | xargs -r podman rmi >/dev/null 2>&1 || true
done

echo "$bases"
echo "APP_CONTEXT=$APP_CONTEXT"
echo "APP_BUILD=$APP_BUILD"
echo "IMAGE_BUILD_TAG=$build_tag"
