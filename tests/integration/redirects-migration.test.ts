import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { databaseKind } from '@/db/kind'
import type { Page } from '@/payload-types'

import { migrations as postgresMigrations } from '../../migrations/postgres'
import { migrations as sqliteMigrations } from '../../migrations/sqlite'
import { testPayload } from '../support/integration/payload'
import { makeWorld, type World } from '../support/integration/world'

// docs/features/content.md "Add a redirect": moving redirects to @payloadcms/plugin-redirects keeps every stored
// redirect. The migration is taken down and up again on this run's database (SQLite, or PostgreSQL
// with DATABASE_URL): the old `to` and `status` columns come back with the data, a row written in
// the old shape is moved to the plugin's `to` group and `type`, and the proxy's table is the same.

type Db = {
  run?: (q: unknown) => Promise<unknown>
  all?: (q: unknown) => Promise<unknown[]>
  execute?: (q: unknown) => Promise<{ rows: unknown[] }>
}
const kind = databaseKind(process.env.DATABASE_URL)
const allMigrations = kind === 'postgres' ? postgresMigrations : sqliteMigrations
const migration = allMigrations.find((m) => m.name.endsWith('_redirects_plugin'))!

let payload: Payload
let a: World
let page: Page
let db: Db
let migratedDown = false
const exec = (q: ReturnType<typeof sql>) => (kind === 'postgres' ? db.execute!(q) : db.run!(q))
const rows = async (q: ReturnType<typeof sql>) =>
  (kind === 'postgres' ? (await db.execute!(q)).rows : await db.all!(q)) as Record<string, unknown>[]
const args = () => ({ db: payload.db.drizzle, payload, req: {} }) as never

beforeAll(async () => {
  payload = await testPayload()
  db = payload.db.drizzle as unknown as Db
  a = await makeWorld(payload, 'MigRedir', 0)
  page = await payload.create({
    collection: 'pages',
    data: { tenant: a.tenant.id, title: 'Mig page', slug: 'mig-page', placement: 'top', _status: 'published' },
    context: { disableRevalidate: true },
  })
  await payload.create({
    collection: 'redirects',
    data: { tenant: a.tenant.id, from: '/mig-custom', to: { type: 'custom', url: '/search/used-cars' }, type: '302' },
    context: { disableRevalidate: true },
  })
  await payload.create({
    collection: 'redirects',
    data: {
      tenant: a.tenant.id,
      from: '/mig-page-old',
      to: { type: 'reference', reference: { relationTo: 'pages', value: page.id } },
      type: '301',
    },
    context: { disableRevalidate: true },
  })
})

/**
 * Up as production runs it: Payload's migrate, in its transaction, for the migrations the
 * database has not recorded (this one, once its record is removed).
 */
async function migrateUp() {
  await payload.delete({ collection: 'payload-migrations', where: { name: { equals: migration.name } } })
  await payload.db.migrate({ migrations: allMigrations as never })
  migratedDown = false
}

// Whatever happens above, the schema goes back up for the files that run after this one.
afterAll(async () => {
  if (migratedDown) await migrateUp()
})

describe('the redirects migration keeps the data, down and up', () => {
  it('down: the old text target and status, a page redirect as its path', async () => {
    expect(migration).toBeDefined()
    await migration.down(args())
    migratedDown = true
    const old = await rows(
      sql`SELECT "from", "to", "status" FROM "redirects" WHERE "from" IN ('/mig-custom', '/mig-page-old') ORDER BY "from"`,
    )
    expect(old.map((r) => ({ ...r, status: String(r.status) }))).toEqual([
      { from: '/mig-custom', to: '/search/used-cars', status: '302' },
      { from: '/mig-page-old', to: '/mig-page', status: '301' },
    ])
  })

  it('up: a redirect stored in the old shape becomes a custom address of the plugin, with its type', async () => {
    await exec(
      sql`INSERT INTO "redirects" ("tenant_id", "from", "to", "status") VALUES (${a.tenant.id}, '/mig-legacy', 'https://www.example.com/new', '302')`,
    )
    await migrateUp()
    const recorded = await payload.find({
      collection: 'payload-migrations',
      where: { name: { equals: migration.name } },
    })
    expect(recorded.totalDocs).toBe(1)
    const { docs } = await payload.find({
      collection: 'redirects',
      where: { tenant: { equals: a.tenant.id } },
      sort: 'from',
      depth: 0,
    })
    expect(docs.map((d) => ({ from: d.from, to: d.to, type: d.type }))).toEqual([
      { from: '/mig-custom', to: { type: 'custom', url: '/search/used-cars' }, type: '302' },
      { from: '/mig-legacy', to: { type: 'custom', url: 'https://www.example.com/new' }, type: '302' },
      // down kept the page's path as the address; up keeps that address
      { from: '/mig-page-old', to: { type: 'custom', url: '/mig-page' }, type: '301' },
    ])
  })
})
