import { type APIRequestContext, expect, test } from '@playwright/test'

import { serverOrigin, staffOf } from '../support/e2e/helpers'
import {
  HARBOURSIDE,
  jwt,
  makeUser,
  OUTBACK,
  removeUser,
  superToken,
  type TempUser,
  TENANTS,
} from '../support/security/walls'

// docs/features/security.md "Walls": the attack matrix is data-driven, every collection × every verb × {anonymous,
// each tenant's staff, tenant-admin of a shared user} for REST and GraphQL, asserting no foreign
// document is read or written. The collections come from the running server's own config (GET
// /api/access as the super-admin lists every collection slug), so a new collection is attacked
// without editing this file.

type Doc = Record<string, unknown> & { id: number | string }
type Actor = { label: string; token: string | null; id: number | null; tenants: string[] }
/** Which tenants a document belongs to; 'platform' for platform-wide documents (make logos…). */
type Scope = { tenants: string[] | 'platform'; owner?: string; superAdmin?: boolean }
type Target = { slug: string; doc: Doc; scope: Scope }

/**
 * Collections the platform itself rewrites in the background: the lead outbox records delivery
 * attempts on leads and the Jobs Queue updates its jobs, so their `updatedAt` moves on its
 * own. Attacks on them carry a marker change instead of an empty body, and the check is that the
 * marked field is unchanged.
 */
const REWRITTEN_IN_BACKGROUND: Record<string, { field: string; value: unknown }> = {
  leads: { field: 'message', value: 'written by the attack matrix' },
  'payload-jobs': { field: 'queue', value: 'attack-matrix' },
}

const idOf = (v: unknown) => String(v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v)
const DENIED = [400, 401, 403, 404, 405, 423]

function scopeOf(slug: string, doc: Doc): Scope {
  if ('tenant' in doc) return { tenants: doc.tenant == null ? [] : [idOf(doc.tenant)] }
  if (slug === 'users')
    return {
      tenants: ((doc.tenants as { tenant: unknown }[]) ?? []).map((t) => idOf(t.tenant)),
      superAdmin: doc.role === 'super-admin',
    }
  if (slug === 'tenants') return { tenants: [String(doc.id)] }
  if (doc.user && typeof doc.user === 'object' && 'value' in doc.user)
    return { tenants: 'platform', owner: idOf((doc.user as { value: unknown }).value) }
  return { tenants: 'platform' }
}

/** May this actor read the document? Anonymous: nothing. Staff: documents sharing one of its tenants, platform documents, its own. */
function mayRead(actor: Actor, { scope, doc, slug }: Target): boolean {
  if (!actor.token) return false
  if (slug === 'users' && String(doc.id) === String(actor.id)) return true
  if (scope.owner !== undefined) return scope.owner === String(actor.id)
  if (scope.tenants === 'platform') return true
  return scope.tenants.some((t) => actor.tenants.includes(t))
}

/** May this actor write it? Only documents wholly inside its tenants (never a super-admin account); never platform documents. */
function mayWrite(actor: Actor, target: Target): boolean {
  if (!actor.token) return false
  const { scope, doc, slug } = target
  if (slug === 'users' && String(doc.id) === String(actor.id)) return true
  if (scope.owner !== undefined) return scope.owner === String(actor.id)
  if (scope.tenants === 'platform' || scope.superAdmin || scope.tenants.length === 0) return false
  return (scope.tenants as string[]).every((t) => actor.tenants.includes(t))
}

async function getJson(request: APIRequestContext, url: string, token: string | null) {
  const res = await request.get(url, { headers: token ? jwt(token) : {} })
  return { status: res.status(), body: res.ok() ? await res.json() : null }
}

/**
 * GraphQL field names per collection slug. Payload turns introspection off in production, so the
 * names Payload derives from a slug (Cars/Car, allMedia/Media, AnalyticsEvents/AnalyticsEvent…)
 * are probed as the super-admin: a wrong guess answers "Cannot query field".
 */
async function graphqlNames(request: APIRequestContext, token: string, slugs: string[]) {
  const exists = async (query: string) => {
    const body = await (
      await request.post(`${serverOrigin()}/api/graphql`, { headers: jwt(token), data: { query } })
    )
      .json()
      .catch(() => null)
    return body !== null && !JSON.stringify(body.errors ?? '').includes('Cannot query field')
  }
  const found = new Map<string, { list?: string; one?: string; update?: string; remove?: string }>()
  for (const slug of slugs) {
    const pascal = slug
      .split('-')
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join('')
    const singulars = [...new Set([pascal.replace(/ies$/, 'y'), pascal.replace(/s$/, ''), pascal])]
    let list: string | undefined
    for (const name of [pascal, ...singulars.map((x) => `all${x}`)])
      if (!list && (await exists(`{ x: ${name}(limit: 1) { totalDocs } }`))) list = name
    let one: string | undefined
    for (const name of singulars)
      if (!one && name !== list && (await exists(`{ x: ${name}(id: 1) { id } }`))) one = name
    found.set(slug, { list, one, update: one && `update${one}`, remove: one && `delete${one}` })
  }
  return (slug: string) => found.get(slug) ?? {}
}

let root: string
let slugs: string[]
let targets: Target[]
let shared: TempUser
let names: Awaited<ReturnType<typeof graphqlNames>>

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000)
  // The tenant-admin of a shared user: Harbourside's admin, with a group editor in Harbourside and Outback.
  shared = await makeUser(request, 'editor', [HARBOURSIDE, OUTBACK])
  root = await superToken(request)
  const access = await getJson(request, `${serverOrigin()}/api/access`, root)
  slugs = Object.keys(access.body.collections)
  expect(slugs).toEqual(expect.arrayContaining(['users', 'tenants', 'cars', 'media', 'leads']))
  names = await graphqlNames(request, root, slugs)
  // The probe found the collections' GraphQL names (so the GraphQL half of the matrix is not vacuous).
  for (const slug of ['users', 'tenants', 'cars', 'media', 'leads'])
    expect(names(slug).list && names(slug).one, `GraphQL names of ${slug}`).toBeTruthy()

  const tenantIds = (await getJson(request, `${serverOrigin()}/api/tenants?limit=100&depth=0`, root)).body.docs.map(
    (t: Doc) => String(t.id),
  )
  targets = []
  for (const slug of slugs) {
    const sample = await getJson(request, `${serverOrigin()}/api/${slug}?limit=50&depth=0`, root)
    const docs: Doc[] = sample.body?.docs ?? []
    if (docs[0] && 'tenant' in docs[0]) {
      // Tenant-scoped: a few documents of every tenant, so each actor has foreign ones to attack.
      for (const tenant of tenantIds) {
        const some = await getJson(
          request,
          `${serverOrigin()}/api/${slug}?limit=2&depth=0&where[tenant][equals]=${tenant}`,
          root,
        )
        for (const doc of some.body?.docs ?? []) targets.push({ slug, doc, scope: scopeOf(slug, doc) })
      }
    } else {
      for (const doc of docs) targets.push({ slug, doc, scope: scopeOf(slug, doc) })
    }
  }
})

test.afterAll(async ({ request }) => removeUser(request, shared))

async function actorFor(
  request: APIRequestContext,
  label: string,
  account: { email: string; password: string } | null,
): Promise<Actor> {
  if (!account) return { label, token: null, id: null, tenants: [] }
  const res = await request.post(`${serverOrigin()}/api/users/login`, {
    data: { email: account.email, password: account.password },
  })
  expect(res.status(), `${label} logs in`).toBe(200)
  const { token, user } = await res.json()
  return {
    label,
    token,
    id: user.id,
    tenants: ((user.tenants ?? []) as { tenant: unknown }[]).map((t) => idOf(t.tenant)),
  }
}

async function attack(request: APIRequestContext, actor: Actor) {
  const headers = actor.token ? jwt(actor.token) : {}
  const gql = async (query: string) => {
    const res = await request.post(`${serverOrigin()}/api/graphql`, { headers, data: { query } })
    return { status: res.status(), body: await res.json().catch(() => null) }
  }
  let attempts = 0
  for (const slug of slugs) {
    const mine = targets.filter((t) => t.slug === slug)
    const readForeign = mine.filter((t) => !mayRead(actor, t))
    const writeForeign = mine.filter((t) => !mayWrite(actor, t)).slice(0, 3)
    const where = `${slug} as ${actor.label}`

    // REST list: none of the foreign documents is listed, whatever the limit asked for.
    const list = await getJson(request, `${serverOrigin()}/api/${slug}?limit=100000&depth=0`, actor.token)
    const listed = new Set<string>((list.body?.docs ?? []).map((d: Doc) => String(d.id)))
    expect.soft(list.body?.docs?.length ?? 0, `${where}: REST list is capped`).toBeLessThanOrEqual(100)
    for (const t of readForeign)
      expect.soft(listed.has(String(t.doc.id)), `${where}: REST list shows foreign ${t.doc.id}`).toBe(false)

    // REST read by id, and GraphQL read by id and list.
    const { list: gList, one, update, remove } = names(slug)
    for (const t of readForeign.slice(0, 3)) {
      attempts++
      const res = await request.get(`${serverOrigin()}/api/${slug}/${t.doc.id}?depth=0`, { headers })
      expect.soft(res.ok(), `${where}: REST read of foreign ${t.doc.id} answered ${res.status()}`).toBe(false)
      if (one) {
        const { body } = await gql(`{ d: ${one}(id: ${JSON.stringify(t.doc.id)}) { id } }`)
        expect.soft(body?.data?.d ?? null, `${where}: GraphQL ${one} read foreign ${t.doc.id}`).toBeNull()
      }
    }
    if (gList) {
      const { body } = await gql(`{ l: ${gList}(limit: 100000) { docs { id } } }`)
      const ids = new Set<string>((body?.data?.l?.docs ?? []).map((d: Doc) => String(d.id)))
      expect.soft(ids.size, `${where}: GraphQL list is capped`).toBeLessThanOrEqual(100)
      for (const t of readForeign)
        expect.soft(ids.has(String(t.doc.id)), `${where}: GraphQL ${gList} shows foreign ${t.doc.id}`).toBe(false)
    }

    // Writes: update and delete foreign documents, over REST and GraphQL; create into a foreign tenant.
    for (const t of writeForeign) {
      attempts++
      const marker = REWRITTEN_IN_BACKGROUND[slug]
      const patch = await request.patch(`${serverOrigin()}/api/${slug}/${t.doc.id}`, {
        headers,
        data: marker ? { [marker.field]: marker.value } : {},
      })
      expect
        .soft(DENIED, `${where}: REST update of foreign ${t.doc.id} answered ${patch.status()}`)
        .toContain(patch.status())
      if (update) {
        const { body } = await gql(`mutation { u: ${update}(id: ${JSON.stringify(t.doc.id)}, data: {}) { id } }`)
        expect.soft(body?.data?.u ?? null, `${where}: GraphQL ${update} wrote foreign ${t.doc.id}`).toBeNull()
      }
      const del = await request.delete(`${serverOrigin()}/api/${slug}/${t.doc.id}`, { headers })
      expect
        .soft(DENIED, `${where}: REST delete of foreign ${t.doc.id} answered ${del.status()}`)
        .toContain(del.status())
      if (remove) {
        const { body } = await gql(`mutation { r: ${remove}(id: ${JSON.stringify(t.doc.id)}) { id } }`)
        expect.soft(body?.data?.r ?? null, `${where}: GraphQL ${remove} deleted foreign ${t.doc.id}`).toBeNull()
      }
    }
    const foreignTenant = writeForeign.find((t) => Array.isArray(t.scope.tenants) && t.scope.tenants.length === 1)
    const created = await request.post(`${serverOrigin()}/api/${slug}`, {
      headers,
      data: foreignTenant ? { tenant: Number(foreignTenant.scope.tenants[0]) } : {},
    })
    if (foreignTenant || !actor.token)
      expect.soft(created.status(), `${where}: REST create answered ${created.status()}`).not.toBe(201)
    if (created.status() === 201)
      await request.delete(`${serverOrigin()}/api/${slug}/${(await created.json()).doc.id}`, { headers: jwt(root) })

    // Nothing foreign changed: every write-foreign document is still there, as the super-admin sees it.
    for (const t of writeForeign) {
      const still = await getJson(request, `${serverOrigin()}/api/${slug}/${t.doc.id}?depth=0`, root)
      if (still.status === 403) continue // not even the super-admin reads it (payload-kv)
      expect.soft(still.status, `${where}: foreign ${t.doc.id} is gone`).toBe(200)
      const marker = REWRITTEN_IN_BACKGROUND[slug]
      if (marker)
        expect
          .soft(still.body?.[marker.field], `${where}: foreign ${t.doc.id} was written`)
          .toEqual(t.doc[marker.field])
      else expect.soft(still.body?.updatedAt, `${where}: foreign ${t.doc.id} was written`).toBe(t.doc.updatedAt)
    }
  }
  return attempts
}

const ACTORS: [string, () => { email: string; password: string } | null][] = [
  ['anonymous', () => null],
  ...TENANTS.map(
    (tenant) => [`${tenant} staff`, () => staffOf(tenant)] as [string, () => { email: string; password: string }],
  ),
  ['the group editor shared by Harbourside and Outback', () => shared],
]

for (const [label, account] of ACTORS) {
  test(`attack matrix: ${label} reads and writes no foreign document over REST or GraphQL`, async ({ request }) => {
    test.setTimeout(300_000)
    const actor = await actorFor(request, label, account())
    const attempts = await attack(request, actor)
    expect(attempts, 'the matrix attacked something').toBeGreaterThan(0)
  })
}
