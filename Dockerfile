# One container runs the shop: the web and the bundled commerce API (embedded Postgres in /data,
# or PostgreSQL with DATABASE_URL). With API_BASE_URL set, only the web runs.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
# Two malloc arenas, not one per thread: the API kept ~50 MB more resident without the limit.
# WEB_MAX_OLD_SPACE_MB limits the web's heap for a container with little memory, for more CPU
# (docs/performance/web-memory.md).
ENV NODE_ENV=production PORT=3000 API_PORT=4000 DATA_DIR=/data MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
# The sources only for the operator's commands (npm run backup, import, staff); the shop runs
# the compiled build/server.
COPY --from=build /app/server ./server
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "build/server/start.js"]
