export type Scoped = { sites?: (number | string | { id: number | string })[] | null }

/** A document limited to this site wins over the tenant-wide one (empty `sites`). */
export function pickForSite<T extends Scoped>(docs: T[], siteId: number | string): T | null {
  const listsSite = (d: T) => (d.sites ?? []).some((s) => (typeof s === 'object' ? s.id : s) === siteId)
  return docs.find(listsSite) ?? docs.find((d) => !d.sites?.length) ?? null
}

/** Whether a document serves this site: it lists the site, or lists none (every site of its tenant). */
export function isForSite(doc: Scoped, siteId: number | string): boolean {
  const sites = doc.sites ?? []
  return sites.length === 0 || sites.some((s) => String(typeof s === 'object' ? s.id : s) === String(siteId))
}
