import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { FavouritesList } from '@/components/account/FavouritesList.client'
import { orSiteNotFound } from '@/components/layout/not-found'
import { getSite } from '@/data/sites/sites'
import { defaultStockSearchHref } from '@tenants/default-stock-filter'
import { siteFeature } from '@tenants/flags'

export const metadata: Metadata = { title: 'Favourites', robots: { index: false } }

/**
 * /favourites (docs/features/accounts.md "Shopper accounts and gating", "Favourites"): the cars this browser keeps as
 * favourites (stock §3 "Favourite entry (kept in browser local storage)"). Not gated and not
 * personal on the server: the same shell for everyone, the list is read in the browser. Answers
 * only where the site has favourites on.
 */
async function FavouritesPage({ params }: { params: Promise<{ site: string }> }) {
  const site = await getSite((await params).site)
  if (!site || !siteFeature(site, 'favourites')) notFound()
  return (
    <div className="container">
      <h1>Favourites</h1>
      <p>Favourites are kept in this browser; sign in to keep cars in your watchlist on any device.</p>
      <FavouritesList garage={siteFeature(site, 'garage')} browseHref={defaultStockSearchHref(site.settings)} />
    </div>
  )
}

export default orSiteNotFound(FavouritesPage)
