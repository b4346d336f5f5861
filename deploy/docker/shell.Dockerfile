# syntax=docker/dockerfile:1
# Two images from one build (docker build -f deploy/docker/shell.Dockerfile .):
#   --target shell (default, last stage): `node shell/dist/server/index.js`, the
#     server-side rendering, with the shell's and every remote's build;
#   --target edge: nginx with deploy/nginx's templates and the same static builds.
#   --target release: the full toolchain, for `npm run release` into the
#     releases volume (see deploy/compose.yaml).

# Every workspace's package.json at its place (sections are found by the
# `mfe-*` glob, not listed): `npm ci` below is cached until one changes.
FROM node:20-bookworm-slim AS manifests
WORKDIR /src
COPY . .
RUN mkdir -p /manifests \
  && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests/ \; \
  && cp package-lock.json /manifests/

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN npm ci --no-audit --no-fund
COPY . .
# The shell and the remotes (the API has its own image).
RUN for app in shell mfe-*; do npm run build -w "$app" || exit 1; done
# The static files as the edge serves them: /static/ and /remotes/<name>/.
RUN mkdir -p /srv/site \
  && cp -r shell/dist/client /srv/site/static \
  && for remote in mfe-*; do mkdir -p "/srv/site/$remote" && cp -r "$remote/dist" "/srv/site/$remote/dist"; done

# Releases of one section: `docker compose run --rm release <section>`.
FROM build AS release
ENV RELEASES_DIR=/srv/releases
ENTRYPOINT ["node", "scripts/release.mjs"]

FROM build AS pruned
RUN npm prune --omit=dev && rm -rf api

# The edge. The official image renders /etc/nginx/templates/*.template with the
# environment into NGINX_ENVSUBST_OUTPUT_DIR at start (only variables that are set).
FROM nginx:1.27-bookworm AS edge
ENV NGINX_ENVSUBST_OUTPUT_DIR=/etc/nginx \
    LISTEN_PORT=80 \
    STATIC_ROOT=/srv/site/static \
    REMOTES_ROOT=/srv/site \
    RELEASES_ROOT=/srv/releases \
    NGINX_RUN_DIR=/var/cache/nginx \
    NGINX_MIME_TYPES=/etc/nginx/mime.types \
    NGINX_ACCESS_LOG=/dev/stdout
COPY deploy/nginx/templates/*.template /etc/nginx/templates/
COPY deploy/nginx/templates/security-headers.conf /etc/nginx/security-headers.conf
COPY --from=build /srv/site /srv/site
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD ["curl", "-fsS", "http://127.0.0.1/healthz"]

FROM node:20-bookworm-slim AS shell
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    RELEASES_DIR=/srv/releases
WORKDIR /app
COPY --from=pruned --chown=node:node /app /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "shell/dist/server/index.js"]
