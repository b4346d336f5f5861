# syntax=docker/dockerfile:1
# Two images from one build (docker build -f deploy/docker/shell.Dockerfile .):
#   --target shell (default, last stage): `node shell/dist/server/index.js`, the
#     server-side rendering, with the shell's and every remote's build;
#   --target edge: nginx with deploy/nginx's templates and the same static builds.
#   --target release: the full toolchain, for `npm run release` into the
#     releases volume (see deploy/compose.yaml).
#
# Build arguments (the defaults are what a normal deployment uses):
#   NODE_IMAGE, NGINX_IMAGE  the bases (scripts/deploy/bases.sh makes both from
#               Debian and the npm registry where no container registry is reachable)
#   APP_BUILD   `source`: install and build inside the image; `prebuilt`: the
#               context is scripts/deploy/stage.sh's output (the host's
#               production build and production node_modules), copied as it is
ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginx:1.27-bookworm
ARG APP_BUILD=source

# Every workspace's package.json at its place (sections are found by the
# `mfe-*` glob, not listed): `npm ci` below is cached until one changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /src
COPY . .
RUN mkdir -p /manifests \
  && find . -name package.json -not -path '*/node_modules/*' -exec cp --parents {} /manifests/ \; \
  && cp package-lock.json /manifests/

FROM ${NODE_IMAGE} AS build-source
WORKDIR /app
COPY --from=manifests /manifests/ ./
RUN npm ci --no-audit --no-fund
COPY . .
# The shell and the remotes (the API has its own image).
RUN for app in shell mfe-*; do npm run build -w "$app" || exit 1; done

FROM ${NODE_IMAGE} AS build-prebuilt
WORKDIR /app
COPY . .

FROM build-${APP_BUILD} AS build
# The static files as the edge serves them: /static/ and /remotes/<name>/.
RUN mkdir -p /srv/site \
  && cp -r shell/dist/client /srv/site/static \
  && for remote in mfe-*; do mkdir -p "/srv/site/$remote" && cp -r "$remote/dist" "/srv/site/$remote/dist"; done

# Releases of one section: `docker compose run --rm release <section>`.
FROM build AS release
ENV RELEASES_DIR=/srv/releases
ENTRYPOINT ["node", "scripts/release.mjs"]

FROM build AS pruned
# A prebuilt context holds production dependencies only (pruned on the host).
ARG APP_BUILD
RUN if [ "$APP_BUILD" = source ]; then npm prune --omit=dev; fi && rm -rf api

# The edge. The official image renders /etc/nginx/templates/*.template with the
# environment into NGINX_ENVSUBST_OUTPUT_DIR at start (only variables that are set).
FROM ${NGINX_IMAGE} AS edge
ENV NGINX_ENVSUBST_OUTPUT_DIR=/etc/nginx \
    LISTEN_PORT=80 \
    STATIC_ROOT=/srv/site/static \
    REMOTES_ROOT=/srv/site \
    RELEASES_ROOT=/srv/releases \
    NGINX_RUN_DIR=/var/cache/nginx \
    NGINX_MIME_TYPES=/etc/nginx/mime.types \
    NGINX_ACCESS_LOG=/dev/stdout \
    NGINX_ENTRYPOINT_LOCAL_RESOLVERS=1
COPY deploy/nginx/templates/*.template /etc/nginx/templates/
COPY deploy/nginx/templates/security-headers.conf /etc/nginx/security-headers.conf
COPY --from=build /srv/site /srv/site
HEALTHCHECK --interval=10s --timeout=3s --retries=3 CMD ["curl", "-fsS", "http://127.0.0.1/healthz"]

FROM ${NODE_IMAGE} AS shell
# The heap sized to the container (deploy/k8s/shell.yaml: limit 512Mi): 256 MB
# of old space leaves room for the young generation, code and buffers, so V8
# collects before the kernel kills the pod.
# Prometheus metrics on a port of their own (the scraper's, never the edge's).
# Stopping (SIGTERM): /readyz fails and requests are served 5 s more, so that
# balancers and kept-alive clients move on, then running requests get 10 s
# (server-kit's shutdown; the manifests' preStop and grace period match).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    SHELL_METRICS_PORT=9465 \
    METRICS_HOST=0.0.0.0 \
    RELEASES_DIR=/srv/releases \
    NODE_OPTIONS=--max-old-space-size=256 \
    SHUTDOWN_DRAIN_MS=5000 \
    SHUTDOWN_TIMEOUT_MS=10000
WORKDIR /app
COPY --from=pruned --chown=node:node /app /app
USER node
EXPOSE 3000 9465
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "shell/dist/server/index.js"]
