#!/usr/bin/env bash
# promtool (Prometheus' own checker) for `npm test`'s check of
# deploy/observability (deploy/observability.test.ts: `promtool check rules`
# and `promtool test rules`). Debian's `prometheus` package carries it; only
# the one static binary is taken from the package, not the server: installing
# the package would start a Prometheus daemon on :9090. As root; does nothing
# when promtool is there.
set -euo pipefail
command -v promtool >/dev/null 2>&1 && exit 0
work=$(mktemp -d)
chmod 0755 "$work" # apt downloads as its own user
trap 'rm -rf "$work"' EXIT
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
(cd "$work" && apt-get download -qq prometheus)
dpkg-deb -x "$work"/prometheus_*.deb "$work/root"
install -m 0755 "$work/root/usr/bin/promtool" /usr/local/bin/promtool
promtool --version | head -1
