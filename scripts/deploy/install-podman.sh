#!/usr/bin/env bash
# What a fresh Debian 12 machine lacks to run the composition with podman
# (as root): podman 4.3 with runc (crun fails on hybrid cgroups), netavark +
# aardvark-dns (service names between containers), iptables (netavark's
# firewall), podman-compose, debootstrap (the local base images), catatonit
# (the pods of `podman kube play`), and the
# containers.conf settings this machine needs. Does nothing when all is there.
set -euo pipefail
need=()
for tool in podman runc podman-compose debootstrap iptables rsync; do
  command -v "$tool" >/dev/null 2>&1 || [ -x "/usr/sbin/$tool" ] || need+=("$tool")
done
[ -x /usr/lib/podman/netavark ] || need+=(netavark)
[ -x /usr/lib/podman/aardvark-dns ] || need+=(aardvark-dns)
# Pods (podman kube play) need an infra container: podman builds its pause image with catatonit.
[ -x /usr/libexec/podman/catatonit ] || command -v catatonit >/dev/null 2>&1 || need+=(catatonit)
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing: ${need[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${need[@]}"
fi
conf=/etc/containers/containers.conf
if [ ! -f "$conf" ]; then
  mkdir -p /etc/containers
  # No ulimits passed to containers (runc refuses them here); cgroupfs (no systemd).
  cat >"$conf" <<'CONF'
[containers]
default_ulimits = []

[engine]
cgroup_manager = "cgroupfs"
runtime = "runc"

[network]
network_backend = "netavark"
CONF
fi
