import type { Payload } from 'payload'

import { tags } from '@/cache/tags'
import type { Footer, Menu } from '@/payload-types'

import { cachedLoader } from '../runtime/cached'
import { pickForSite } from '../sites/pick-for-site'
import type { SiteContext } from '../sites/sites'

type SiteRef = Pick<SiteContext, 'id' | 'tenantId'>

async function loadTenantDocs<C extends 'menus' | 'footers'>(
  payload: Payload,
  collection: C,
  tenantId: number | string,
) {
  const { docs } = await payload.find({
    collection,
    where: { tenant: { equals: tenantId } },
    depth: 0,
    limit: 100,
    sort: 'createdAt',
  })
  return docs
}

export async function loadHeaderMenu(payload: Payload, site: SiteRef): Promise<Menu | null> {
  return pickForSite(await loadTenantDocs(payload, 'menus', site.tenantId), site.id)
}

export async function loadFooter(payload: Payload, site: SiteRef): Promise<Footer | null> {
  return pickForSite(await loadTenantDocs(payload, 'footers', site.tenantId), site.id)
}

export const getHeaderMenu = cachedLoader('header-menu', loadHeaderMenu, (s) => [
  tags.tenantContent(s.tenantId, 'menus'),
])
export const getFooter = cachedLoader('footer', loadFooter, (s) => [tags.tenantContent(s.tenantId, 'footers')])
