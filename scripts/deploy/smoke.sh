#!/usr/bin/env bash
# The container smoke suite, one entry point for CI: starts the production
# composition with podman (scripts/deploy/up.sh: cached bases, the host's
# build — run `npm run build` first, or it runs it), runs e2e-containers/
# through the edge's port, and removes the composition again.
# HTTP_PORT (18080) and COMPOSE_PROJECT_NAME (hello-site) choose where it runs.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$repo"
source scripts/deploy/env.sh
trap 'scripts/deploy/down.sh >/dev/null 2>&1 || true' EXIT
scripts/deploy/up.sh
npx playwright test -c e2e-containers/playwright.config.ts "$@"
