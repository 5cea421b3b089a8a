import fs from 'node:fs'

import type { APIRequestContext } from '@playwright/test'

import { type Account, accounts, apiToken, serverOrigin, staffOf, superAdmin } from '../e2e/helpers'

/** Shared by the walls specs (docs/features/security.md "Walls"): tokens, tenant ids, throw-away users. */
export const jwt = (token: string) => ({ Authorization: `JWT ${token}` })

export const TENANTS = accounts.filter((a) => a.tenant).map((a) => a.tenant!) // every demo tenant with a staff login
export const HARBOURSIDE = 'harbourside-toyota'
export const OUTBACK = 'outback-rv-4x4'

/** One super-admin session for the run: concurrent logins of one account race on its session list. */
let rootToken: Promise<string> | undefined
export function superToken(request: APIRequestContext): Promise<string> {
  rootToken ??= apiToken(request, superAdmin)
  return rootToken
}

export async function tenantIdOf(request: APIRequestContext, slug: string): Promise<number> {
  const res = await request.get(`${serverOrigin()}/api/tenants?where[slug][equals]=${slug}&depth=0`, {
    headers: jwt(await superToken(request)),
  })
  return (await res.json()).docs[0].id
}

/** A document of one tenant, read as the super-admin (depth 0). */
export async function docOfTenant(request: APIRequestContext, collection: string, tenantSlug: string) {
  const tenant = await tenantIdOf(request, tenantSlug)
  const res = await request.get(`${serverOrigin()}/api/${collection}?where[tenant][equals]=${tenant}&limit=1&depth=0`, {
    headers: jwt(await superToken(request)),
  })
  return (await res.json()).docs[0] as Record<string, unknown> & { id: number }
}

export type TempUser = Account & { id: number }
let counter = 0

/** A user made by the super-admin for one test; remove it with removeUser. */
export async function makeUser(request: APIRequestContext, role: string, tenantSlugs: string[]): Promise<TempUser> {
  const email = `walls-${Date.now().toString(36)}-${counter++}@forecourt.test`
  const password = `walls-password-${counter}`
  const tenants: { tenant: number }[] = []
  for (const slug of tenantSlugs) tenants.push({ tenant: await tenantIdOf(request, slug) })
  const res = await request.post(`${serverOrigin()}/api/users`, {
    headers: jwt(await superToken(request)),
    data: { email, password, role, tenants },
  })
  if (res.status() !== 201) throw new Error(`could not make a test user: ${res.status()} ${await res.text()}`)
  return { id: (await res.json()).doc.id, email, password, role, tenant: tenantSlugs[0] ?? null }
}

export async function removeUser(request: APIRequestContext, user: TempUser | undefined) {
  if (user) await request.delete(`${serverOrigin()}/api/users/${user.id}`, { headers: jwt(await superToken(request)) })
}

export const staffToken = (request: APIRequestContext, tenant: string) => apiToken(request, staffOf(tenant))

/**
 * What an e2e server has written to its log so far (scripts/e2e.mjs sends each to a file): by default
 * server A's, the one tests/security runs against.
 */
export function serverLog(file = process.env.E2E_SERVER_LOG ?? 'data/e2e-server.log'): string {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
}
