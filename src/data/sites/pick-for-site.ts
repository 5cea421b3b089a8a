import { extractID } from 'payload/shared'

import type { Id } from '@/domain/ids'

export type Scoped = { sites?: (Id | { id: Id })[] | null }

/** A document limited to this site wins over the tenant-wide one (empty `sites`). */
export function pickForSite<T extends Scoped>(docs: T[], siteId: Id): T | null {
  const listsSite = (d: T) => (d.sites ?? []).some((s) => extractID(s) === siteId)
  return docs.find(listsSite) ?? docs.find((d) => !d.sites?.length) ?? null
}

/** Whether a document serves this site: it lists the site, or lists none (every site of its tenant). */
export function isForSite(doc: Scoped, siteId: Id): boolean {
  const sites = doc.sites ?? []
  return sites.length === 0 || sites.some((s) => String(extractID(s)) === String(siteId))
}
