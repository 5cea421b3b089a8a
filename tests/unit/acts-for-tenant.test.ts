import { describe, expect, it } from 'vitest'

import { actsForTenant } from '@/access/tenants'

// ARCHITECTURE "Walls": staff act only for their own tenants; a super-admin for any. One rule serves
// the reviews imports, the leads export and staff invitations.
const staff = (role: string, ...tenants: number[]) => ({
  collection: 'users',
  role,
  tenants: tenants.map((tenant) => ({ tenant })),
})

describe('actsForTenant', () => {
  it.each([
    ['a tenant-admin, own tenant', staff('tenant-admin', 1, 2), 2, true],
    ['a tenant-admin, own tenant given as text', staff('tenant-admin', 1), '1', true],
    ['a tenant-admin, another tenant', staff('tenant-admin', 1), 3, false],
    ['an editor, own tenant', staff('editor', 4), 4, true],
    ['a super-admin, any tenant', staff('super-admin'), 9, true],
    ['no tenant named', staff('super-admin'), '', false],
    ['no user', null, 1, false],
    [
      'a shopper (not staff), a tenant id it happens to hold',
      { collection: 'customers', tenants: [{ tenant: 1 }] },
      1,
      false,
    ],
  ] as const)('%s', (_, user, tenant, expected) => {
    expect(actsForTenant(user, tenant)).toBe(expected)
  })
})
