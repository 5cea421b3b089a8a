import type { SearchQuery } from './types'

/** Architecture: "An engine cannot be asked for unscoped stock." Every engine calls this first. */
export function assertScoped(query: SearchQuery): void {
  const scope = query?.scope
  if (!scope || scope.tenantId == null || scope.tenantId === '' || !Array.isArray(scope.dealershipIds)) {
    throw new Error('Search query without a site scope (tenantId and dealershipIds are required).')
  }
}
