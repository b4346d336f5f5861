# syntax=docker/dockerfile:1
# The API service: `node api/dist/server.js` (Express + Knex). Build from the
# repository root: docker build -f deploy/docker/api.Dockerfile .
# It migrates and seeds the database on start (Knex's migration lock makes
# concurrent starts safe); deploy/docker/migrate.mjs runs that step alone.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Manifests first: `npm ci` is cached until a dependency changes.
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY shared-ui/package.json shared-ui/
COPY shell/package.json shell/
COPY mfe-feedback/package.json mfe-feedback/
COPY mfe-ebooks/package.json mfe-ebooks/
COPY mfe-products/package.json mfe-products/
COPY mfe-hellopayment/package.json mfe-hellopayment/
COPY mfe-verifactu/package.json mfe-verifactu/
COPY api/package.json api/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w api && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3001
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/contracts ./contracts
COPY --from=build --chown=node:node /app/api/package.json ./api/
COPY --from=build --chown=node:node /app/api/dist ./api/dist
COPY --chown=node:node deploy/docker/migrate.mjs ./deploy/docker/
USER node
EXPOSE 3001
# Liveness only (the process answers); readiness (/readyz: the database) is the orchestrator's call.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "api/dist/server.js"]
