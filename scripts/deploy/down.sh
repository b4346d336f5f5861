#!/usr/bin/env bash
# `npm run deploy:local:down`: stops and removes the local composition's
# containers, network and volumes (database and releases; --keep-volumes keeps them).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
source "$repo/scripts/deploy/env.sh"
if [ "${1:-}" = "--keep-volumes" ]; then compose down; else compose down -v; fi
# podman-compose 1.0.3 leaves the project's network behind.
podman network rm --force "${COMPOSE_PROJECT_NAME}_default" >/dev/null 2>&1 || true
