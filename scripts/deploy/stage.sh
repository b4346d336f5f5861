#!/usr/bin/env bash
# The build context of APP_BUILD=prebuilt images: the repository's files, the
# host's production build (`npm run build` output: api/dist, shell/dist,
# mfe-*/dist) and production-only node_modules. Building inside the image
# would install and compile everything a second time (npm ci + every Rspack
# build); CI has just built it on the host, on the same Debian and Node.
#   scripts/deploy/stage.sh [<out dir>]   prints the directory
# The production node_modules are made once per package-lock.json (hard links
# of the host's, then `npm prune --omit=dev`) and kept in $HELLO_IMAGE_CACHE.
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
cache="${HELLO_IMAGE_CACHE:-/var/cache/hello-site-images}"
out="${1:-$cache/context-$(printf '%s' "$repo" | sha256sum | cut -c1-8)}"
cd "$repo"
log() { echo "stage: $*" >&2; }

for built in api/dist/server.js shell/dist/server/index.js; do
  [ -f "$built" ] || { log "no $built: run \`npm run build\` first"; exit 1; }
done
[ -d node_modules ] || { log "no node_modules: run \`npm ci\` first"; exit 1; }

# Every workspace, as package.json lists them (scripts/workspaces.mjs).
read -ra workspaces <<<"$(node --input-type=module -e \
  "import { workspaces } from './scripts/workspaces.mjs'; console.log(workspaces().join(' '))")"
lock_hash="$(cat package-lock.json package.json "${workspaces[@]/%//package.json}" | sha256sum | cut -c1-12)"
modules="$cache/prod-modules-$lock_hash"
if [ ! -d "$modules/node_modules" ]; then
  log "production node_modules for lock $lock_hash (once)"
  rm -rf "$modules.part" && mkdir -p "$modules.part"
  cp package.json package-lock.json "$modules.part/"
  for ws in "${workspaces[@]}"; do
    mkdir -p "$modules.part/$ws" && cp "$ws/package.json" "$modules.part/$ws/"
    # Hard links: instant, and the host's tree is left as it is.
    if [ -d "$ws/node_modules" ]; then cp -al "$ws/node_modules" "$modules.part/$ws/" 2>/dev/null || cp -a "$ws/node_modules" "$modules.part/$ws/"; fi
  done
  cp -al node_modules "$modules.part/" 2>/dev/null || cp -a node_modules "$modules.part/"
  (cd "$modules.part" && npm prune --omit=dev --no-audit --no-fund --ignore-scripts >&2)
  rm -rf "$modules" && mv "$modules.part" "$modules"
fi

# A fresh copy each time (a deleted source file must not linger): hard links
# and a few MB of sources, seconds.
rm -rf "$out" && mkdir -p "$out"
# Tracked and new (not ignored) files as they are in the working tree, but
# not tests, benchmarks, documents, CI and the deployment's own scripts and
# manifests: nothing in the images reads them, and a change to them would
# otherwise make new images.
git ls-files -z --cached --others --exclude-standard |
  grep -zvE '^(e2e|e2e-containers|bench|\.ci|scripts/deploy|deploy/k8s|deploy/k8s-local)/|^deploy/compose\.yaml$|\.test\.tsx?$|\.md$' |
  rsync -a --from0 --files-from=- ./ "$out/"
for ws in api shell mfe-*; do
  rsync -a --delete "$ws/dist/" "$out/$ws/dist/"
done
for ws in "${workspaces[@]}" .; do
  [ -d "$modules/$ws/node_modules" ] || continue
  rm -rf "$out/$ws/node_modules"
  cp -al "$modules/$ws/node_modules" "$out/$ws/" 2>/dev/null || cp -a "$modules/$ws/node_modules" "$out/$ws/"
done
# Everything in this directory belongs in the image (the repository's
# ignore files keep node_modules and builds out of a source build).
rm -f "$out"/deploy/docker/*.dockerignore
printf '.git\n' >"$out/.dockerignore"
# What identifies node_modules (they are hashed by the lock, not file by file).
echo "$lock_hash" >"$out/.production-modules"
echo "$out"
