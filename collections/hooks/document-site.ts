import type { PayloadRequest } from 'payload'

import { relationId } from '@/domain/ids'
import { originWithoutRequest } from '@tenants/public-origin'

type Doc = { tenant?: unknown; sites?: unknown }

export type DocumentSite = { slug: string; name: string; origin: string; tagline: string | null }

/**
 * The site a page or post is seen on from the admin (its preview link, its search-result preview):
 * the first of the sites it lists, else its tenant's first site; null for a tenant-less document.
 * `asCaller` reads with the staff member's access, so a document naming another tenant finds nothing
 * (the multi-tenant plugin keeps staff to their tenants); without it the caller has already read the
 * document with that access. A development host is served where the admin is (e.g. localhost:3000).
 */
export async function documentSite(
  doc: Doc,
  req: PayloadRequest,
  { asCaller = false }: { asCaller?: boolean } = {},
): Promise<DocumentSite | null> {
  const tenant = relationId(doc.tenant)
  if (tenant == null) return null
  const listed = (Array.isArray(doc.sites) ? doc.sites : []).map(relationId).filter((s) => s != null)
  const { docs } = await req.payload.find({
    collection: 'sites',
    where: { and: [{ tenant: { equals: tenant } }, ...(listed.length ? [{ id: { in: listed } }] : [])] },
    sort: 'id',
    limit: 1,
    depth: 0,
    select: { slug: true, name: true, primary_domain: true, domains: true, settings: { tagline: true } },
    ...(asCaller ? { overrideAccess: false, user: req.user, req } : { overrideAccess: true }),
  })
  const site = docs[0]
  if (!site) return null
  const adminPort = req.headers.get('host')?.match(/:(\d{1,5})$/)?.[1] ?? process.env.PORT
  const origin = originWithoutRequest(
    { slug: site.slug, primaryDomain: site.primary_domain || site.domains?.[0]?.domain || null },
    adminPort,
  )
  return { slug: site.slug, name: site.name, origin, tagline: site.settings?.tagline?.trim() || null }
}
