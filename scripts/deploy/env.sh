# Sourced by the scripts in this folder: the settings of the local composition
# (defaults for what deploy/compose.yaml requires) and `compose`, podman-compose on it.
repo="${repo:-$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)}"
export COMPOSE_PROJECT_NAME="${COMPOSE_PROJECT_NAME:-hello-site}"
export HTTP_PORT="${HTTP_PORT:-18080}"
export IMAGE_TAG="${IMAGE_TAG:-local}"
# A throwaway local database: fixed passwords are fine, override them elsewhere.
export MYSQL_PASSWORD="${MYSQL_PASSWORD:-hello-local}"
export MYSQL_ROOT_PASSWORD="${MYSQL_ROOT_PASSWORD:-hello-local-root}"
export PUBLIC_ORIGIN="${PUBLIC_ORIGIN:-http://localhost:$HTTP_PORT}"
compose() { podman-compose -p "$COMPOSE_PROJECT_NAME" -f "$repo/deploy/compose.yaml" "$@"; }
