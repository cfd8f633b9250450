# syntax=docker/dockerfile:1
# Ajjir's production image. Two stages on the same base image:
#   build   – every dependency, then `npm run build` (client into dist/client, server into dist/server);
#   runtime – production dependencies only, installed here rather than copied from `build`, so the
#             native packages (sharp, @node-rs/argon2) are the builds for the system they run on.
# scripts/check-production-start.sh repeats the runtime stage outside Docker (same files, same
# install, same command) and scripts/deploy.test.ts keeps the two in step.
#
# Node 22, the one supported line (package.json engines, and the node package CI runs its npm
# scripts on): some of the server's dependencies (cookie 2, content-disposition 3) declare node >=22.
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The lock file alone first: the install layer is reused until dependencies change.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# What the server reads at run time: its bundle and the built client (dist/), and the SQL it
# migrates with (migrations/, whose meta/_journal.json is also how it finds the project root).
COPY --from=build /app/dist ./dist
COPY migrations ./migrations
# The embedded database (used when DATABASE_URL is unset) and local photos live in DATA_DIR.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
# The code stays root-owned: the server can write to /data only.
USER node
EXPOSE 3000
# Ready means the database answers (GET /readyz); slim images have no curl, so node fetches it.
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# package.json's `start`, in exec form: node is PID 1 and receives SIGTERM itself (no npm or shell
# between), so the server's graceful shutdown runs when the container is stopped.
CMD ["node", "--max-old-space-size=160", "dist/server/main.js"]
