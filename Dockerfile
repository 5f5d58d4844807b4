# The app image used by docker-compose.yml: builds client and server, runs the built server.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json /app/schema.graphql ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/server/package.json server/
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/client/dist client/dist
EXPOSE 3000
USER node
# The V8 heap settings of `npm run start:built` (ADR 0305): keep them the same.
CMD ["node", "--max-semi-space-size=8", "--heap-growing-percent=30", "server/dist/server/src/main.js"]
