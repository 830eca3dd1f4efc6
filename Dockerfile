# syntax=docker/dockerfile:1
# ProClub: one image runs the API, the realtime socket and the built web app on one port (docs/DEPLOY.md).
# Debian slim, not Alpine: sharp's prebuilt libvips and PGlite's WASM are tested on glibc here.

# ---- build: every dependency (dev included), then the web build and the server bundle ----
FROM node:20.19-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json ./
COPY packages packages
COPY apps apps
COPY scripts/compress-web.mjs scripts/
RUN npm run build

# ---- runtime dependencies only (no Vite, Vitest, Playwright, drizzle-kit…) ----
FROM node:20.19-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
RUN npm ci --omit=dev --no-audit --no-fund --workspace apps/server --include-workspace-root=false \
 && npm cache clean --force

# ---- runtime: node + node_modules + the bundle, migrations and web build; runs as the unprivileged "node" user ----
FROM node:20.19-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=prod-deps --chown=root:root /app/node_modules node_modules
COPY --from=build --chown=root:root /app/package.json ./
COPY --from=build --chown=root:root /app/apps/server/package.json apps/server/
COPY --from=build --chown=root:root /app/apps/server/dist apps/server/dist
COPY --from=build --chown=root:root /app/apps/server/src/db/migrations apps/server/src/db/migrations
COPY --from=build --chown=root:root /app/apps/web/dist apps/web/dist
# The embedded database (no DATABASE_URL) and local uploads live in /data; on PostgreSQL it stays empty.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# Readiness (database reachable, realtime listener up): the proxy only sends traffic to healthy instances.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Plain node as PID 1's only child-free process: SIGTERM reaches the server, which drains and closes cleanly.
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
