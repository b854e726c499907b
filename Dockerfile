# One container per deployment: the BFF, the built SPA and the embedded content API (SQLite in
# DATA_DIR). Point UPSTREAM_URL / UPSTREAM_URL_TEMPLATE elsewhere to use an external API.

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build

FROM node:24-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
COPY --from=build /app/client/dist ./client/dist
COPY server ./server
COPY api ./api
COPY shared ./shared
COPY scripts ./scripts
RUN mkdir -p /data && chown -R node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/bff/health').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["npm", "start"]
