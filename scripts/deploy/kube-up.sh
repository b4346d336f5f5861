#!/usr/bin/env bash
# `npm run deploy:kube`: the Kubernetes manifests (deploy/k8s) played with
# `podman kube play` on this machine, with the local stand-ins of
# deploy/k8s-local (MariaDB, the edge as ingress controller and CDN, the
# releases claim): the same images as `npm run deploy:local` (images.sh,
# built once), then kube/play.mjs plays the workloads in order and waits for
# each (the migrations' pod to finish, the Deployments' readiness probes).
# What podman 4.3 cannot play is printed and listed in deploy/README.md.
# Settings: HTTP_PORT (18081), KUBE_PROJECT (hello-kube). `npm run deploy:kube:down` removes it.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
here="$repo/scripts/deploy"
cd "$repo"
source "$here/kube-env.sh"

images="$("$here/images.sh" "$@")"
set -a
eval "$images"
set +a
node "$here/kube/play.mjs" up
