import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'

import pg from 'pg'

import { localFeedKey, localSecret, PAYLOAD_CLI_NODE_OPTIONS } from '../../scripts/lib/env.mjs'
import { startObjectStorage } from '../support/cluster/object-storage'
import { FakeTypesense } from '../support/fake-typesense/server'

/** The cluster's PostgreSQL server (CI's and this machine's); CLUSTER_POSTGRES_URL names another. */
const POSTGRES = process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
/** The shared search service: the Typesense protocol fake, in this process for the whole run. */
export const TYPESENSE_PORT = 3333
export const TYPESENSE_KEY = 'cluster-admin-key'
/** The media's object storage: an S3 protocol server (s3rver), in this process too. */
const S3_PORT = 3334
/** Demo cars seeded: enough for the pages and searches, few enough to seed quickly. */
const SEED_CARS = 300

/**
 * The cluster suite (tests/cluster) runs after the end-to-end and reliability suites in `npm test`
 * and reuses their production build; run alone, it builds when there is none. Each run gets a fresh
 * PostgreSQL database, migrated and seeded with the demo (`npm run seed`, which also fills the
 * search index), and drops it at the end.
 */
export default async function setup() {
  process.env.PAYLOAD_SECRET ??= localSecret()
  process.env.FEED_SECRET_KEY ??= localFeedKey()
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  if (!fs.existsSync('.next/BUILD_ID')) {
    console.log('› cluster: no production build yet, building…')
    must(spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env }), 'next build')
  }

  const typesense = await new FakeTypesense(TYPESENSE_KEY).start(TYPESENSE_PORT)
  const storage = await startObjectStorage(S3_PORT)
  // The tests pass these on to every process (tests/cluster/cluster.test.ts): the S3_* of the seed's
  // uploads must be the servers'.
  process.env.CLUSTER_S3_ENV = JSON.stringify(storage.env)
  const name = `forecourt_cluster_${Date.now()}_${process.pid}`
  const admin = new pg.Client({ connectionString: POSTGRES })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(POSTGRES)
  url.pathname = `/${name}`
  process.env.CLUSTER_DATABASE_URL = url.toString()
  process.env.CLUSTER_TYPESENSE_URL = typesense.url
  process.env.CLUSTER_TYPESENSE_KEY = TYPESENSE_KEY

  const started = performance.now()
  console.log(`› cluster: seeding ${name} (${SEED_CARS} cars; migrations run on connect)…`)
  // Not spawnSync: the seed fills the search index, whose fake answers from this process's event loop.
  const seed = spawn('npx', ['payload', 'run', 'scripts/seed/index.ts', '--', '--cars', String(SEED_CARS)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...env,
      DATABASE_URL: process.env.CLUSTER_DATABASE_URL,
      TYPESENSE_URL: typesense.url,
      TYPESENSE_API_KEY: TYPESENSE_KEY,
      NODE_OPTIONS: PAYLOAD_CLI_NODE_OPTIONS,
      ...storage.env,
    },
  })
  const status = await new Promise<number | null>((resolve) => seed.once('exit', resolve))
  if (status !== 0) throw new Error(`cluster setup: the demo seed exited with ${status}`)
  if (![...typesense.collections.values()].some((c) => c.docs.size > 0))
    throw new Error('cluster setup: the seed sent no car to the search index')
  console.log(`› cluster: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`)

  return async () => {
    await Promise.allSettled([typesense.stop(), storage.stop()])
    const client = new pg.Client({ connectionString: POSTGRES })
    await client.connect()
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await client.end()
  }
}

function must(r: ReturnType<typeof spawnSync>, what: string) {
  if (r.status !== 0) throw new Error(`cluster setup: ${what} exited with ${r.status ?? r.signal}`)
}
