# Production image: built once, run from a pruned production install (docs/deploy.md).
# The test scripts/__tests__/production-layout.test.ts builds the same layout with the same commands.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# the manifests first: the dependency layer is reused while they do not change
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/domain/package.json packages/domain/
# Only the server's runtime dependencies: @rede/domain is bundled into dist/main.js and the page renderer
# (apps/web/dist-ssr) carries its own, so the web app's packages are not installed.
RUN npm ci --omit=dev --workspace @rede/api --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
RUN mkdir -p /data && chown node:node /data
USER node
# the embedded database, uploads and generated secrets when DATABASE_URL and S3_* are unset
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM reaches node directly (exec form): readiness 503, drain, then close
CMD ["node", "--max-semi-space-size=8", "apps/api/dist/main.js"]
