import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { orSiteNotFound } from '@/components/layout/not-found'
import { jsonLdLocationOf } from '@/components/locations/json-ld-location-of'
import { locationLinksFor } from '@/components/locations/location-links'
import { locatorCards } from '@/components/locations/locator-cards'
import { LocatorCard } from '@/components/locations/LocatorCard'
import { getSiteDirectory, siteRef } from '@/data/sites/locations'
import { siteOrigin } from '@/data/sites/request-origin'
import { getSite } from '@/data/sites/sites'
import type { LatLng } from '@/domain/locations/distance'
import { LOCATION_QUERY_MAX, LOCATION_QUERY_PARAM } from '@/domain/locations/query'
import { locatorJsonLd } from '@/domain/seo/location-json-ld'
import { jsonLdScript } from '@/domain/seo/vehicle-json-ld'
import { GeocoderUnavailableError, getGeocoder, INVALID_POSTCODE } from '@/integrations/geocode'
import { siteFeature } from '@tenants/flags'

import styles from '@/components/locations/locations.module.css'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const metadata: Metadata = { title: 'Dealer Locator', alternates: { canonical: '/dealer-locator' } }

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? ''

/** The postcode's point, or the message to show: 'Invalid postcode' (finance §8) or the service fault. */
async function originOf(postcode: string): Promise<{ origin: LatLng | null; error: string | null }> {
  if (!postcode) return { origin: null, error: null }
  try {
    return { origin: await getGeocoder().geocodePostcode(postcode), error: null }
  } catch (err) {
    if (err instanceof GeocoderUnavailableError) {
      console.warn('[dealer-locator] geocoder unavailable', { reason: err.reason })
      return { origin: null, error: err.message }
    }
    return { origin: null, error: INVALID_POSTCODE }
  }
}

/**
 * /dealer-locator (stock §2): a card per dealership with a tab per location type, a search box
 * (`locationQuery`: name, postcode, street or type) and "nearest to me" by postcode. Server-rendered
 * from a GET form, so it works without JavaScript.
 */
async function DealerLocatorPage({ params, searchParams }: Props) {
  const site = await getSite((await params).site)
  if (!site) notFound()
  const sp = await searchParams
  const query = first(sp[LOCATION_QUERY_PARAM]).slice(0, LOCATION_QUERY_MAX).trim()
  const postcode = first(sp.postcode).slice(0, 10).trim()
  const [directory, { origin, error }, siteUrl] = await Promise.all([
    getSiteDirectory(siteRef(site)),
    originOf(postcode),
    siteOrigin(site),
  ])
  const cards = locatorCards(directory, { query, origin })
  const linksFor = locationLinksFor(site, directory.dealerships)
  const closedText = siteFeature(site, 'closed_hours_text')
  const now = new Date()
  const total = cards.reduce((n, c) => n + c.locations.length, 0)
  const jsonLd = locatorJsonLd({
    name: 'Dealer Locator',
    url: `${siteUrl}/dealer-locator`,
    locations: cards.flatMap((card) =>
      card.locations.map(({ location }) =>
        jsonLdLocationOf(location, {
          origin: siteUrl,
          path: linksFor(location).page,
          dealershipName: card.dealership.name,
        }),
      ),
    ),
  })

  return (
    <div className={styles.page}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      <h1>Dealer Locator</h1>
      <form method="get" action="/dealer-locator" role="search" className={styles.search}>
        <label>
          Search locations
          <input
            type="search"
            name={LOCATION_QUERY_PARAM}
            defaultValue={query}
            maxLength={LOCATION_QUERY_MAX}
            placeholder="Name, suburb, postcode or street"
          />
        </label>
        <label>
          Nearest to postcode
          <input
            type="text"
            name="postcode"
            defaultValue={postcode}
            inputMode="numeric"
            pattern="[0-9]{4}"
            maxLength={4}
            autoComplete="postal-code"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'postcode-error' : undefined}
          />
        </label>
        <button type="submit" className="button">
          Search
        </button>
        {query || postcode ? (
          <Link href="/dealer-locator" prefetch={false}>
            Clear
          </Link>
        ) : null}
      </form>
      {error ? (
        <p id="postcode-error" role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <p role="status" className={styles.count}>
        {total === 0
          ? 'No locations match your search.'
          : `${total} location${total === 1 ? '' : 's'}${origin ? `, nearest to ${postcode} first` : ''}`}
      </p>
      <ul className={styles.cards} key={`${query}|${postcode}`}>
        {cards.map((card) => (
          <LocatorCard
            key={card.dealership.id}
            dealership={card.dealership}
            locations={card.locations}
            closedText={closedText}
            linksFor={linksFor}
            now={now}
          />
        ))}
      </ul>
    </div>
  )
}

export default orSiteNotFound(DealerLocatorPage)
