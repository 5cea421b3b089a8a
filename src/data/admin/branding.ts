import type { Payload, PayloadRequest, Where } from 'payload'

import { tenantIdsOf } from '@/access/tenants'

import { type Picture, pictureOf } from '../content/tenant-media'

/**
 * The logo of the signed-in staff member's first tenant, for the admin's navigation (docs/staff-guide.md
 * "Branding, staff invitations and password reset"). A tenant keeps no logo of its own: it is the
 * logo of its first site that has one, else of its first dealership. Read with the staff member's
 * access, filtered by that tenant, and the picture must belong to that tenant too (pictureOf), so
 * another tenant's logo is never shown. Null for staff without a tenant (a platform super-admin) or
 * without a logo.
 */
export async function tenantLogo(payload: Payload, user: PayloadRequest['user']): Promise<Picture | null> {
  const tenantId = tenantIdsOf(user as Parameters<typeof tenantIdsOf>[0])[0]
  if (!user || !tenantId) return null
  const as = { user, overrideAccess: false, depth: 1, limit: 1, sort: 'createdAt' } as const
  const tenant = await payload
    .findByID({ collection: 'tenants', id: tenantId, user, overrideAccess: false, depth: 0 })
    .catch(() => null)
  if (!tenant) return null
  const where: Where = { and: [{ tenant: { equals: tenant.id } }, { logo: { exists: true } }] }
  for (const collection of ['sites', 'dealerships'] as const) {
    const { docs } = await payload.find({ collection, where, select: { logo: true, tenant: true }, ...as })
    const picture = pictureOf(docs[0]?.logo, tenant.id)
    if (picture) return { ...picture, alt: tenant.name }
  }
  return null
}
