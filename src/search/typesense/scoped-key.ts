import type { Client } from 'typesense'

import type { SearchScope } from '../types'
import { all, scopeFilter } from './filter'

/**
 * A per-site search key for browsers that query Typesense directly. It embeds the site's tenant and
 * dealerships and show_on_dealer_website as a filter Typesense ANDs with every search made with the
 * key, so the key cannot see other stock. The sold-car window is not embedded (it moves with time);
 * searches still add the listing rules (translate.ts). searchKey must be a key allowed only
 * documents:search on the cars collection.
 */
export function scopedSearchKey(
  client: Pick<Client, 'keys'>,
  searchKey: string,
  scope: Pick<SearchScope, 'tenantId' | 'dealershipIds'>,
  { expiresAt }: { expiresAt?: number } = {},
): string {
  return client.keys().generateScopedSearchKey(searchKey, {
    filter_by: all(scopeFilter(scope), 'show_on_dealer_website:=true'),
    ...(expiresAt ? { expires_at: expiresAt } : {}),
  })
}
