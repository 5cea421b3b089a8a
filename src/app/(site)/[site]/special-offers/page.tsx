import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { metadataUnlessMissing, orSiteNotFound } from '@/components/layout/not-found'
import { OfferCard } from '@/components/offers/OfferCard'
import { OfferFilters } from '@/components/offers/OfferFilters'
import { EmptyResults } from '@/components/search/EmptyResults'
import { getOffers, offersRef } from '@/data/content/offers'
import { siteOrigin } from '@/data/sites/request-origin'
import { getSite } from '@/data/sites/sites'
import {
  NO_OFFERS_TEXT,
  offerMakes,
  offerMatches,
  readOfferFilter,
  showOffersLink,
  SPECIAL_OFFERS_PATH,
} from '@/domain/content/offer-filters'
import { byExpiry, liveOffers } from '@/domain/content/offer-window'
import { siteFeature } from '@tenants/flags'

import '../../content.css'
import styles from './offers.module.css'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The site's live offers; a site with the offers feature off and no live offer has no such page. */
async function load(props: Props) {
  const site = await getSite((await props.params).site)
  if (!site) notFound()
  const live = liveOffers(await getOffers(offersRef(site)), new Date()).sort(byExpiry)
  if (!showOffersLink(siteFeature(site, 'offers'), live.length)) notFound()
  return { site, live }
}

export const generateMetadata = (props: Props): Promise<Metadata> => metadataUnlessMissing(() => pageMetadata(props))

async function pageMetadata(props: Props): Promise<Metadata> {
  const { site } = await load(props)
  const url = `${await siteOrigin(site)}${SPECIAL_OFFERS_PATH}`
  const description = `Current special offers on new, demo and used cars at ${site.name}.`
  return {
    title: 'Special Offers',
    description,
    alternates: { canonical: url },
    openGraph: { type: 'website', url, title: 'Special Offers', description, siteName: site.name },
  }
}

/** stock §2 "/special-offers: Special offers page; Clear Filters action on its empty state". */
async function SpecialOffersPage(props: Props) {
  const { live } = await load(props)
  const makes = offerMakes(live)
  const filter = readOfferFilter(await props.searchParams, makes)
  const shown = live.filter((o) => offerMatches(o, filter))
  return (
    <div className={styles.page}>
      <h1>Special Offers</h1>
      <OfferFilters filter={filter} makes={makes} />
      {shown.length ? (
        <ul className={styles.list} aria-label="Offers">
          {shown.map((offer, i) => (
            <li key={offer.id}>
              <OfferCard offer={offer} priority={i === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyResults clearHref={SPECIAL_OFFERS_PATH} text={NO_OFFERS_TEXT} />
      )}
    </div>
  )
}

export default orSiteNotFound(SpecialOffersPage)
