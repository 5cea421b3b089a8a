# Forecourt's production image (docs/deploy.md "The image"). One image runs every Forecourt
# process: the web server (the default command, what `npm start` runs), the jobs worker
# (`npm run jobs`) and the release step (`npm run migrate`). compose.yaml builds and runs it.
#
#   docker build -t forecourt .
#
# Not built on the machine this repository is developed on (it has no container engine);
# tests/unit/deploy-files.test.ts checks that this file and compose.yaml agree with the code.

# 1. Dependencies, exactly as package-lock.json pins them.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# 2. The production build (`next build`). It reads no database: nothing is prerendered from data.
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

# 3. What runs. The jobs worker and `npm run migrate` load the TypeScript config, collections and
#    migrations through Payload's CLI, so the sources stay beside the build, and so do the dev
#    dependencies (tsx and Payload's CLI load TypeScript; an image without them is not tested).
#    Everything belongs to root and is read-only to the app's user, except .next (Next's cache)
#    and data/ (the embedded SQLite database and uploads when no S3 bucket is set).
FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production
ENV NEXT_TELEMETRY_DISABLED=1
ENV PORT=3000
RUN groupadd --system --gid 1001 forecourt \
  && useradd --system --uid 1001 --gid forecourt --create-home --home-dir /home/forecourt forecourt
COPY --from=build /app ./
RUN mkdir -p data .next/cache && chown -R forecourt:forecourt data .next
USER forecourt
EXPOSE 3000
# As `npm start` (package.json), without npm in between, so SIGTERM reaches the server itself; idle
# keep-alive sockets live 65 s, longer than a load balancer's 60 s (scripts/lib/run.mjs).
CMD ["node", "--max-semi-space-size=64", "scripts/server.mjs", "--keepAliveTimeout", "65000"]
