import type { Payload, Where } from 'payload'

import { previewKey } from '@/db/secret'
import { checkPreview } from '@/domain/content/preview-link'

import { type PageView, toView as pageView } from '../content/pages'
import { type PostView, view as postView } from '../content/posts'
import { isForSite } from './pick-for-site'
import type { SiteContext } from './sites'

type SiteRef = Pick<SiteContext, 'id' | 'tenantId'>

export type PreviewResult =
  | { ok: true; kind: 'page'; page: PageView }
  | { ok: true; kind: 'post'; post: PostView }
  | { ok: false; reason: 'malformed' | 'expired' | 'forged' | 'not-found' }

/**
 * The draft a signed preview link shows on this site (docs/features/content.md "Add a page", "Preview"), never
 * cached: the link must be valid and unexpired, name this site's own tenant (the wall: tenant A's
 * link on B's host is `not-found`, as is a document of another tenant or one that does not serve
 * this site), and the newest version is read, draft or published. Reads only.
 */
export async function loadPreview(
  payload: Payload,
  site: SiteRef,
  params: Record<string, string | string[] | undefined>,
  nowMs: number = Date.now(),
): Promise<PreviewResult> {
  const check = checkPreview(params, previewKey(), nowMs)
  if (!check.ok) return check
  const { collection, id, tenant } = check.target
  if (tenant !== String(site.tenantId)) return { ok: false, reason: 'not-found' }
  const where: Where = { and: [{ id: { equals: id } }, { tenant: { equals: site.tenantId } }] }
  if (collection === 'pages') {
    const { docs } = await payload.find({ collection, where, draft: true, depth: 1, limit: 1, overrideAccess: true })
    const doc = docs[0]
    return doc && isForSite(doc, site.id)
      ? { ok: true, kind: 'page', page: pageView(doc, site.tenantId) }
      : { ok: false, reason: 'not-found' }
  }
  const { docs } = await payload.find({ collection, where, draft: true, depth: 1, limit: 1, overrideAccess: true })
  const doc = docs[0]
  return doc && isForSite(doc, site.id)
    ? { ok: true, kind: 'post', post: postView(doc, site.tenantId) }
    : { ok: false, reason: 'not-found' }
}
