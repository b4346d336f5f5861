# syntax=docker/dockerfile:1
# The API service: `node api/dist/server.js` (Express + Knex). Build from the
# repository root: docker build -f deploy/docker/api.Dockerfile .
# It migrates and seeds the database on start (Knex's migration lock makes
# concurrent starts safe); deploy/docker/migrate.mjs runs that step alone.
#
# Build arguments (the defaults are what a normal deployment uses):
#   NODE_IMAGE  the Node 20 base (scripts/deploy/bases.sh makes one from Debian
#               and the npm registry where no container registry is reachable)
#   APP_BUILD   `source`: install and build inside the image; `prebuilt`: the
#               context is scripts/deploy/stage.sh's output (the host's
#               production build and production node_modules), copied as it is
ARG NODE_IMAGE=node:20-bookworm-slim
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
RUN npm run build -w api && npm prune --omit=dev && mkdir -p api/node_modules

FROM ${NODE_IMAGE} AS build-prebuilt
WORKDIR /app
COPY . .
RUN mkdir -p api/node_modules

FROM build-${APP_BUILD} AS build

FROM ${NODE_IMAGE}
# The heap sized to the container (deploy/k8s/api.yaml: limit 384Mi), as the
# manifests set it: V8 collects before the kernel kills the container.
# Prometheus metrics on a port of their own (the scraper's, never the edge's).
# Stopping (SIGTERM): /readyz fails and requests are served 5 s more, so that
# balancers and kept-alive clients move on, then running requests get 10 s
# (server-kit's shutdown; the manifests' preStop and grace period match).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3001 \
    METRICS_PORT=9464 \
    METRICS_HOST=0.0.0.0 \
    NODE_OPTIONS=--max-old-space-size=256 \
    SHUTDOWN_DRAIN_MS=5000 \
    SHUTDOWN_TIMEOUT_MS=10000
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
# The API's own versions of packages the root holds in another major (npm
# nests them: lru-cache 11 and cookie 1 beside express's lru-cache 5 and
# cookie 0.7). Without them the bundle's require would find the root's.
COPY --from=build --chown=node:node /app/api/node_modules ./api/node_modules
COPY --from=build --chown=node:node /app/contracts ./contracts
COPY --from=build --chown=node:node /app/api/package.json ./api/
COPY --from=build --chown=node:node /app/api/dist ./api/dist
COPY --chown=node:node deploy/docker/migrate.mjs ./deploy/docker/
# Backups (`node api/dist/backup.js backup|restore`, no dump tool needed: the
# MySQL/MariaDB dump is made in Node) go to BACKUP_DIR, a volume in compose
# and Kubernetes; the folder belongs to node so a new volume does too.
RUN mkdir -p /app/backups && chown node:node /app/backups
ENV BACKUP_DIR=/app/backups
USER node
EXPOSE 3001 9464
# Liveness only (the process answers); readiness (/readyz: the database) is the orchestrator's call.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "api/dist/server.js"]
