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
# On a failure, the containers' last log lines go to the CI log before the
# stack (and with it the logs) is removed: the only trace of what went wrong.
# The suite's own report is repeated last, so a log cut to its end still
# says which test failed and why.
suite_log="$(mktemp)"
on_exit() {
  local status=$?
  if [ "$status" -ne 0 ]; then
    for service in mysql api shell edge; do
      echo "--- podman logs --tail 40 ${COMPOSE_PROJECT_NAME}_${service}_1"
      podman logs --tail 40 "${COMPOSE_PROJECT_NAME}_${service}_1" 2>&1 | cut -c1-400 || true
    done
    echo "--- the suite's report (again)"
    tail -n 60 "$suite_log"
  fi
  rm -f "$suite_log"
  scripts/deploy/down.sh >/dev/null 2>&1 || true
}
trap on_exit EXIT
scripts/deploy/up.sh
npx playwright test -c e2e-containers/playwright.config.ts "$@" 2>&1 | tee "$suite_log"
