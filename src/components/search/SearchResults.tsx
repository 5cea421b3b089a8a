import { CardWatchlistHost } from '@/components/account/CardWatchlist.client'
import { HeaderBanners } from '@/components/promo/HeaderBanners'
import { BusyRegion, NavigationTransition } from '@/components/ui/NavigationTransition.client'
import type { HeaderBannerView, PromoCardView } from '@/data/content/banners'
import type { SiteContext } from '@/data/sites/sites'
import { countOf, resultsItemType } from '@/domain/cars/item-noun'
import { collapseSoldRuns } from '@/domain/collapse-sold-runs'
import { displayCount } from '@/domain/facets/display-count'
import type { MakeLogos } from '@/domain/facets/make-logos'
import { STALE_RESULTS_NOTICE } from '@/domain/facets/messages'
import { placePromoCard } from '@/domain/promo/place-promo-card'
import { promoCardHref } from '@/domain/promo/promo-card-href'
import { DEFAULT_HITS_PER_PAGE, type RefinementKey, type SearchResult } from '@/search/types'
import { searchBreadcrumbs } from '@/search/url/breadcrumbs'
import { activeFilterCount } from '@/search/url/refinement-count'
import { clearedSearchState, type SearchState } from '@/search/url/state'
import { siteFeature } from '@tenants/flags'

import { cardContext } from '../vehicle/card-context'
import { cardData } from '../vehicle/card-data'
import { cardView } from '../vehicle/card-view'
import { PromoCard } from '../vehicle/PromoCard'
import { Breadcrumbs } from './Breadcrumbs'
import { EmptyResults } from './EmptyResults'
import { FacetTiles } from './FacetTiles'
import { FilterPanel } from './FilterPanel'
import { FiltersButton, FilterSheet, FilterSheetProvider } from './FilterSheet.client'
import { hrefFor, type UrlContext } from './hrefs'
import { Pagination } from './Pagination'
import { ResultCards } from './ResultCards.client'
import { ResultsJsonLd } from './ResultsJsonLd.client'
import { SaveSearchButton } from './SaveSearchButton.client'
import { SearchToolbar } from './SearchToolbar'
import { SortForm } from './SortForm'

import styles from './results.module.css'

type Props = {
  site: SiteContext
  state: SearchState
  result: SearchResult
  /** The engine failed and this is the last good result of the search (stock §4). */
  stale?: boolean
  ctx: UrlContext
  heading: string
  /** The page's canonical address, absolute (the ItemList's url) */
  url: string
  /** The site's origin, for the ItemList's car URLs */
  origin: string
  /** For the make tiles (stock §2 "make logo"). */
  logos: MakeLogos
  /** The live header banners for this page's car types (src/domain/promo/banners.ts). */
  banners?: HeaderBannerView[]
  /** The live promo card staff made, else the default one. */
  promoCard?: PromoCardView | null
  /** The facet whose whole list the address asked for (?more=). */
  expandedFacet?: RefinementKey | null
}

/**
 * The results page: breadcrumbs, text search, tiles, filters, the count and sort bar, cards (with the
 * promo card) and pages. Below the lg breakpoint the filters move into a sheet (docs/features/phones-and-breakpoints.md "Phones and
 * breakpoints"). Filter clicks navigate in one transition, so the old hits stay, marked busy, until
 * the new ones arrive.
 */
export function SearchResults({
  site,
  state,
  result,
  stale,
  ctx,
  heading,
  url,
  origin,
  logos,
  banners = [],
  promoCard,
  expandedFacet,
}: Props) {
  const shown = displayCount(result.count, site.settings.stock_total_cap)
  const itemType = resultsItemType(state.refinements.item_type, result.facets.item_type)
  // The watchlist on the cards (docs/features/accounts.md "Shopper accounts and gating"): one host per page reads the
  // saved cars and shows the toast.
  const cardCtx = { ...cardContext(site), watchlist: siteFeature(site, 'garage') }
  // the cars the page lists (stock §4 sold runs), and the promo card's place among them (null)
  const cards = placePromoCard(collapseSoldRuns(result.hits), {
    position: site.settings.promo_card_position,
    randomised: siteFeature(site, 'promo_card_randomised'),
  }).map((card) => ('kind' in card ? null : cardData(cardView(card, cardCtx))))
  const crumbs = searchBreadcrumbs(state, {
    known: ctx.known,
    usedLabel: siteFeature(site, 'used_label'),
    usedCarBreadcrumbs: siteFeature(site, 'used_car_breadcrumbs'),
  })
  return (
    <NavigationTransition>
      <div className={styles.page}>
        <ResultsJsonLd
          name={heading}
          url={url}
          origin={origin}
          cards={cards}
          page={state.page}
          hitsPerPage={DEFAULT_HITS_PER_PAGE}
          count={result.count}
        />
        <noscript>
          {/* Without JavaScript the filters stay a plain panel on the page on small screens too. */}
          {/* eslint-disable-next-line @next/next/no-css-tags -- only without JavaScript, so it cannot be an import */}
          <link rel="stylesheet" href="/no-js.css" />
        </noscript>
        <Breadcrumbs crumbs={crumbs} />
        <h1 className={styles.title}>{heading}</h1>
        <SaveSearchButton />
        <HeaderBanners banners={banners} />
        <SearchToolbar state={state} ctx={ctx} />
        <FacetTiles facets={result.facets} state={state} ctx={ctx} logos={logos} />
        <FilterSheetProvider>
          <div className={styles.layout}>
            <FilterSheet>
              <FilterPanel
                state={state}
                result={result}
                shown={shown}
                itemType={itemType}
                ctx={ctx}
                expandedFacet={expandedFacet}
              />
            </FilterSheet>
            <BusyRegion id="results" className={styles.results} aria-labelledby="results-count">
              {stale ? (
                <p role="status" className={`notice ${styles.stale}`}>
                  {STALE_RESULTS_NOTICE}
                </p>
              ) : null}
              <h2 id="results-count" className={styles.count} aria-live="polite">
                {countOf(shown, itemType)} found
              </h2>
              {/* Sticky on small screens (results.module.css): Filters (n) opens the sheet; the sort is the same form on every width. */}
              <div className={styles.bar}>
                <FiltersButton count={activeFilterCount(state)} />
                <SortForm state={state} ctx={ctx} />
              </div>
              {result.count === 0 ? (
                <EmptyResults className={styles.empty} clearHref={hrefFor(clearedSearchState(state), ctx)} />
              ) : (
                <ResultCards
                  cards={cards}
                  promo={
                    cards.includes(null) ? (
                      <PromoCard href={promoCardHref(site.settings.promo_card_link)} card={promoCard} />
                    ) : null
                  }
                  certifiedLogo={cardCtx.certifiedLogo}
                  watchlist={cardCtx.watchlist}
                />
              )}
              <Pagination state={state} pages={result.pages} ctx={ctx} />
              {cardCtx.watchlist ? <CardWatchlistHost /> : null}
            </BusyRegion>
          </div>
        </FilterSheetProvider>
      </div>
    </NavigationTransition>
  )
}
