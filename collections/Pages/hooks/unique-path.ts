import { type CollectionBeforeChangeHook, ValidationError } from 'payload'
import { extractID } from 'payload/shared'

import { tenantIdOf } from '@/cache/revalidate'
import type { Id } from '@/domain/ids'

type Sites = (Id | { id: Id })[] | null | undefined
const siteIds = (sites: Sites) => (sites ?? []).map((s) => String(extractID(s)))

/**
 * One page per address per site: another page of the tenant with the same path clashes when both
 * serve every site (no sites chosen) or both name a common site. A page limited to some sites may
 * share its path with the tenant-wide page: on those sites it replaces it (src/data/sites/pick-for-site.ts).
 * Runs after setPagePath.
 */
export const uniquePagePath: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const tenant = tenantIdOf(data) ?? tenantIdOf(originalDoc)
  if (!data.path || tenant === undefined) return data
  const { docs } = await req.payload.find({
    collection: 'pages',
    where: {
      and: [
        { tenant: { equals: tenant } },
        { path: { equals: data.path } },
        ...(originalDoc?.id ? [{ id: { not_equals: originalDoc.id } }] : []),
      ],
    },
    depth: 0,
    limit: 100,
    pagination: false,
    select: { sites: true },
    req,
  })
  const mine = siteIds('sites' in data ? data.sites : originalDoc?.sites)
  const clash = docs.some((other) => {
    const theirs = siteIds(other.sites as Sites)
    return (mine.length === 0 && theirs.length === 0) || theirs.some((id) => mine.includes(id))
  })
  if (clash)
    throw new ValidationError({
      collection: 'pages',
      errors: [
        {
          path: 'slug',
          message: `Another page already uses ${data.path} on the same site. Change the slug or the sites.`,
        },
      ],
    })
  return data
}
