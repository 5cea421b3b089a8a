import fs from 'node:fs'

/**
 * Fixed demo accounts, so tests and people can sign in to a seeded database. These passwords are
 * for local demo data only; the seed prints them and never runs against production data.
 */
export type DemoAccount = {
  email: string
  password: string
  name: string
  role: 'super-admin' | 'tenant-admin'
  /** Tenant slug; null for the platform super-admin. */
  tenant: string | null
}

/** accounts.json is the one list: scripts/demo.mjs (plain Node) prints it too. */
const ALL: DemoAccount[] = JSON.parse(fs.readFileSync(new URL('./accounts.json', import.meta.url), 'utf8'))

export const SUPER_ADMIN: DemoAccount = ALL.find((a) => a.role === 'super-admin')!
export const STAFF_ACCOUNTS: DemoAccount[] = ALL.filter((a) => a.role !== 'super-admin')

export const DEMO_ACCOUNTS: DemoAccount[] = [SUPER_ADMIN, ...STAFF_ACCOUNTS]

/** The staff account of a tenant, by tenant slug. */
export function staffAccount(tenantSlug: string): DemoAccount {
  const account = STAFF_ACCOUNTS.find((a) => a.tenant === tenantSlug)
  if (!account) throw new Error(`No demo staff account for tenant "${tenantSlug}"`)
  return account
}
