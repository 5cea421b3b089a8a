import Link from 'next/link'

import { savedSearchesOf } from '@/data/search/saved-searches'
import type { SiteContext } from '@/data/sites/sites'
import type { Id } from '@/domain/ids'
import { defaultStockSearchHref } from '@tenants/default-stock-filter'

import { RemoveButton } from './RemoveButton.client'

import styles from './account.module.css'

/**
 * My Garage's saved searches (docs/features/accounts.md "Saved searches with alerts"): each links to its results, says
 * whether it e-mails new stock, and can be deleted. Only this shopper's searches on this site.
 */
export async function SavedSearches({
  site,
  customerId,
}: {
  site: Pick<SiteContext, 'id' | 'tenantId' | 'settings'>
  customerId: Id
}) {
  const searches = await savedSearchesOf(site, customerId)
  return (
    <section aria-labelledby="saved-searches">
      <h2 id="saved-searches">Saved searches</h2>
      {searches.length === 0 ? (
        <p>
          No saved searches yet. On any <Link href={defaultStockSearchHref(site.settings)}>search results</Link> page,
          choose <strong>Save this search</strong> and we will e-mail you when new cars match, at most once a day.
        </p>
      ) : (
        <ul className={styles.garage}>
          {searches.map((s) => (
            <li key={s.id}>
              <div>
                <Link href={s.url}>{s.label}</Link>
                <p>{s.alerts ? 'E-mails you new matches, at most once a day.' : 'E-mails stopped.'}</p>
              </div>
              <RemoveButton
                call="remove-saved-search"
                body={{ id: s.id }}
                text="Delete"
                ariaLabel={`Delete saved search ${s.label}`}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
