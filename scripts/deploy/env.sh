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
# compose.yaml's services that belong to no profile (docker compose's default set).
default_services() {
  node -e "
    const yaml = require(require.resolve('js-yaml', { paths: [process.argv[2]] }));
    const { services } = yaml.load(require('fs').readFileSync(process.argv[1], 'utf8'));
    console.log(Object.keys(services).filter((name) => !services[name].profiles).join(' '));
  " "$repo/deploy/compose.yaml" "$repo"
}
