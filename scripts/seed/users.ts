/**
 * The demo accounts (accounts.ts): one super-admin and one tenant-admin per tenant, upserted by
 * e-mail with their fixed passwords, and unlocked in case a test locked them out.
 */
import type { Payload } from 'payload'

import type { Id } from '@/domain/ids'

import { DEMO_ACCOUNTS } from './accounts'
import { upsert } from './upsert'

export async function upsertUsers(payload: Payload, tenantIds: Map<string, Id>): Promise<number> {
  for (const account of DEMO_ACCOUNTS) {
    const tenant = account.tenant === null ? undefined : tenantIds.get(account.tenant)
    if (account.tenant !== null && tenant === undefined)
      throw new Error(`No tenant ${account.tenant} for ${account.email}`)
    await upsert(
      payload,
      'users',
      { email: { equals: account.email } },
      {
        email: account.email,
        password: account.password,
        name: account.name,
        role: account.role,
        tenants: tenant === undefined ? [] : [{ tenant }],
      },
    )
  }
  return DEMO_ACCOUNTS.length
}
