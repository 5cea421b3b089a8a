import type { PayloadRequest } from 'payload'

import { expireTags } from '@/cache/revalidate'
import { tags } from '@/cache/tags'
import type { Id } from '@/domain/ids'
import { loadIndexDocs } from '@/search/indexing/load-index-docs'
import { applyToEngine, changeTarget, defaultEngineSource } from '@/search/indexing/sync'

/**
 * After a batch (an import or a bulk edit): the tenant's cars are re-read into the search index in
 * one pass (SQL scans, about 2.5 s for 50,000 cars) and the tenant's car pages, sitemaps and feeds
 * expire once, instead of once per car from each car's hooks.
 */
export async function refreshAfterBatch(req: PayloadRequest, tenant: Id): Promise<void> {
  const target = changeTarget(defaultEngineSource, undefined)
  if (target) {
    try {
      const docs = await loadIndexDocs(req.payload, { tenantId: tenant })
      await applyToEngine(req, target.engine, `re-index tenant ${tenant} after a batch`, { upsert: docs })
    } catch (err) {
      req.payload.logger.error({ err }, `search sync failed: re-index tenant ${tenant}`)
    }
  }
  await expireTags(req, tags.tenantContent(tenant, 'cars'))
}
