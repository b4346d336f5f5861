#!/usr/bin/env bash
# `npm run deploy:kube:down`: removes what kube-up.sh played (pods, secrets,
# the claims' and ConfigMaps' volumes, the network) for KUBE_PROJECT.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
source "$repo/scripts/deploy/kube-env.sh"
node "$repo/scripts/deploy/kube/play.mjs" down
