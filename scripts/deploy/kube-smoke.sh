#!/usr/bin/env bash
# The container smoke suite (e2e-containers/) against the played Kubernetes
# manifests instead of the compose composition: plays them (kube-up.sh),
# runs the suite through the edge's port with SMOKE_TARGET=kube, removes them.
# HTTP_PORT (18081) and KUBE_PROJECT (hello-kube) choose where it runs.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$repo"
source scripts/deploy/kube-env.sh
trap 'scripts/deploy/kube-down.sh >/dev/null 2>&1 || true' EXIT
scripts/deploy/kube-up.sh
SMOKE_TARGET=kube npx playwright test -c e2e-containers/playwright.config.ts "$@"
