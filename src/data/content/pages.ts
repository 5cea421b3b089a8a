import type { Payload } from 'payload'

import { tags } from '@/cache/tags'
import type { Page } from '@/payload-types'

import { cachedLoader } from '../runtime/cached'
import { isForSite, pickForSite } from '../sites/pick-for-site'
import type { SiteContext } from '../sites/sites'
import { type Picture, pictureOf } from './tenant-media'

type SiteRef = Pick<SiteContext, 'id' | 'tenantId'>
type LayoutBlock = NonNullable<Page['layout']>[number]

/** A block as pages draw it: uploads reduced to pictures of the site's own tenant. */
export type BlockView = LayoutBlock extends infer B
  ? B extends { image?: unknown }
    ? Omit<B, 'image'> & { image: Picture | null }
    : B
  : never

export type PageView = {
  id: Page['id']
  title: string
  path: string
  meta: { title: string | null; description: string | null; image: Picture | null }
  blocks: BlockView[]
}

export function toView(page: Page, tenantId: number | string): PageView {
  return {
    id: page.id,
    title: page.title,
    path: page.path ?? '',
    meta: {
      title: page.meta?.title ?? null,
      description: page.meta?.description ?? null,
      image: pictureOf(page.meta?.image, tenantId),
    },
    blocks: (page.layout ?? []).map(
      (block) => ('image' in block ? { ...block, image: pictureOf(block.image, tenantId) } : block) as BlockView,
    ),
  }
}

/**
 * The published page at this path for this site, or null. The wall: only the site's tenant's pages,
 * and of those only one that serves this site (a page limited to other sites is not this site's).
 * A page limited to this site wins over the tenant-wide one at the same path.
 */
export async function loadPage(payload: Payload, site: SiteRef, path: string): Promise<PageView | null> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: {
      and: [{ tenant: { equals: site.tenantId } }, { path: { equals: path } }, { _status: { equals: 'published' } }],
    },
    draft: false,
    depth: 1,
    limit: 50,
    sort: 'createdAt',
  })
  const page = pickForSite(docs, site.id)
  return page ? toView(page, site.tenantId) : null
}

/** The addresses of the published pages this site serves (small: one entry per page). */
export async function loadPagePaths(payload: Payload, site: SiteRef): Promise<string[]> {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [{ tenant: { equals: site.tenantId } }, { _status: { equals: 'published' } }] },
    draft: false,
    depth: 0,
    limit: 1000,
    select: { path: true, sites: true },
  })
  return [...new Set(docs.filter((d) => isForSite(d, site.id)).map((d) => d.path ?? ''))].filter(Boolean)
}

const pageTags = (s: SiteRef) => [tags.tenantContent(s.tenantId, 'pages'), tags.tenantContent(s.tenantId, 'media')]
const getPagePaths = cachedLoader('page-paths', loadPagePaths, pageTags)
const getPageAt = cachedLoader('page', loadPage, pageTags)

/**
 * The cached page for a request. Any path may be asked for (the catch-all route), so the cache first
 * answers from the site's list of addresses: an address with no page makes no cache entry of its own.
 */
export async function getPage(site: SiteRef, path: string): Promise<PageView | null> {
  return (await getPagePaths(site)).includes(path) ? getPageAt(site, path) : null
}
