import type { Endpoint, LivePreviewConfig, PayloadRequest } from 'payload'

import { previewKey } from '@/db/secret'
import { makePreviewTarget, PREVIEW_PATH, type PreviewCollection, previewQuery } from '@/domain/content/preview-link'
import { relationId } from '@/domain/ids'

import { documentSite } from './document-site'

type Doc = { id?: unknown; tenant?: unknown; sites?: unknown }

/**
 * The signed preview link of a page or post (src/domain/content/preview-link.ts) on one of the
 * sites it serves (collections/hooks/document-site.ts), or null for an unsaved or tenant-less
 * document. The caller has already read the document with the staff member's access.
 */
export async function previewLinkFor(
  collection: PreviewCollection,
  doc: Doc,
  req: PayloadRequest,
): Promise<string | null> {
  const id = relationId(doc.id)
  const tenant = relationId(doc.tenant)
  if (id == null || tenant == null) return null
  const site = await documentSite(doc, req)
  if (!site) return null
  const query = previewQuery(makePreviewTarget(collection, id, tenant, Date.now()), previewKey())
  return `${site.origin}${PREVIEW_PATH}?${query}`
}

/** `admin.livePreview` and `admin.preview` of a collection: the draft on the staff member's own site. */
export function previewAdmin(collection: PreviewCollection) {
  const url: LivePreviewConfig['url'] = ({ data, req }) => previewLinkFor(collection, data as Doc, req)
  return {
    livePreview: { url },
    preview: (doc: Record<string, unknown>, { req }: { req: PayloadRequest }) =>
      previewLinkFor(collection, doc as Doc, req),
  }
}

/**
 * GET /api/{collection}/{id}/preview-link → `{ url }`: the signed link, for staff who may read the
 * document (the multi-tenant plugin's access: another tenant's document is a 404, like a missing one).
 */
export function previewLinkEndpoint(collection: PreviewCollection): Endpoint {
  return {
    path: '/:id/preview-link',
    method: 'get',
    handler: async (req) => {
      if (!req.user) return Response.json({ error: 'Sign in to preview.' }, { status: 401 })
      const id = String(req.routeParams?.id ?? '')
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) return Response.json({ error: 'Not found.' }, { status: 404 })
      const doc = await req.payload
        .findByID({ collection, id, draft: true, depth: 0, overrideAccess: false, user: req.user, req })
        .catch(() => null)
      if (!doc) return Response.json({ error: 'Not found.' }, { status: 404 })
      const url = await previewLinkFor(collection, doc as Doc, req)
      if (!url) return Response.json({ error: 'This document has no site to preview on.' }, { status: 409 })
      return Response.json({ url }, { headers: { 'cache-control': 'private, no-store' } })
    },
  }
}
