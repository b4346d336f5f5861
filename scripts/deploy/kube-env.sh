# Sourced by kube-up.sh, kube-down.sh and kube-smoke.sh: the played manifests'
# settings. Their own project and port by default, so they can run beside the
# compose composition (HTTP_PORT 18080, hello-site); the rest as env.sh sets it.
export KUBE_PROJECT="${KUBE_PROJECT:-hello-kube}"
export HTTP_PORT="${HTTP_PORT:-18081}"
# shellcheck source=env.sh
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
