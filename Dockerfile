# syntax=docker/dockerfile:1
# ProClub: one image runs the API, the realtime socket and the built web app on one port (docs/DEPLOY.md).
# Debian slim, not Alpine: sharp's prebuilt libvips and PGlite's WASM are tested on glibc here, and the analyzer renders
# client-side pages in Debian's own Chromium package. Node 22 in the image; local development also runs on Node 20.19+.
# `npm test` assembles the runtime stage from these COPY lines and starts it as an unprivileged user
# (scripts/container-runtime.test.ts): a change here changes that test.

# ---- build: every dependency (dev included), then the web build and the server bundle ----
FROM node:22-bookworm-slim AS build
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
# `npm ci --omit=dev` still installs the web app's dependencies and every dev tool that a production package lists as
# an optional peer (vitest, drizzle-kit, typescript…): prune-runtime-deps.mjs keeps only what the server reaches and
# drops type declarations, source maps and markdown (419 MB → 139 MB). npm nests a package under
# apps/server/node_modules when the root holds another version of it (better-auth and ws 8 today): the runtime needs
# both folders; the mkdir keeps the COPY below valid when a lockfile nests nothing.
FROM node:22-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY scripts/prune-runtime-deps.mjs scripts/
RUN npm ci --omit=dev --no-audit --no-fund --workspace apps/server --include-workspace-root=false \
 && node scripts/prune-runtime-deps.mjs apps/server \
 && mkdir -p apps/server/node_modules

# ---- runtime: node (+ Chromium with WITH_CHROMIUM=true) + node_modules + the bundle, migrations and web build; runs as the unprivileged "node" user ----
FROM node:22-bookworm-slim AS runtime
# The analyzer renders client-side pages in Debian's Chromium when /usr/bin/chromium exists. It is OFF in the default
# image: Debian's chromium package with its libraries adds about 720 MB (measured on bookworm), against a 450 MB target
# for the whole image; without it every analysis still runs and says "Not rendered", and the start-up summary says
# "analyzer rendering off". Build with rendering on:  docker build --build-arg WITH_CHROMIUM=true .
ARG WITH_CHROMIUM=false
LABEL org.opencontainers.image.title="ProClub" \
      club.proclub.analyzer-rendering="${WITH_CHROMIUM}"
RUN if [ "$WITH_CHROMIUM" = true ]; then \
      apt-get update \
      && apt-get install -y --no-install-recommends chromium fonts-liberation \
      && rm -rf /var/lib/apt/lists/* /usr/share/doc/* /usr/share/man/*; \
    fi
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=prod-deps --chown=root:root /app/node_modules node_modules
COPY --from=prod-deps --chown=root:root /app/apps/server/node_modules apps/server/node_modules
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
