#!/bin/sh
# The official nginx image's start-up steps: the local resolvers, then the templates: every /etc/nginx/templates/*.template
# is rendered into $NGINX_ENVSUBST_OUTPUT_DIR with only the variables that are
# set (nginx's own lower-case $variables stay as they are).
set -eu
# NGINX_ENTRYPOINT_LOCAL_RESOLVERS: the container network's name server (the
# first of resolv.conf) as NGINX_LOCAL_RESOLVERS. Only the first: nginx asks
# its resolvers in turn, and the host's would not know the service names.
if [ -n "${NGINX_ENTRYPOINT_LOCAL_RESOLVERS:-}" ] && [ -z "${NGINX_LOCAL_RESOLVERS:-}" ]; then
  NGINX_LOCAL_RESOLVERS="$(awk '/^nameserver/ { print ($2 ~ ":") ? "[" $2 "]" : $2; exit }' /etc/resolv.conf)"
  export NGINX_LOCAL_RESOLVERS
fi
out_dir="${NGINX_ENVSUBST_OUTPUT_DIR:-/etc/nginx/conf.d}"
defined="$(env | sed -n 's/^\([A-Za-z_][A-Za-z0-9_]*\)=.*/${\1}/p' | tr '\n' ' ')"
for template in /etc/nginx/templates/*.template; do
  [ -e "$template" ] || continue
  target="$out_dir/$(basename "$template" .template)"
  envsubst "$defined" <"$template" >"$target"
done
exec "$@"
