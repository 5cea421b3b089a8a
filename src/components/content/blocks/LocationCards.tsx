import { locationLinksFor } from '@/components/locations/location-links'
import { LocationCarousel } from '@/components/locations/LocationCarousel'
import type { BlockView } from '@/data/content/pages'
import { getSiteDirectory, siteRef } from '@/data/sites/locations'
import type { SiteContext } from '@/data/sites/sites'
import { carouselLocations } from '@/domain/locations/carousel'
import { siteFeature } from '@tenants/flags'

type Props = Extract<BlockView, { blockType: 'locationCards' }> & { site: SiteContext }

/**
 * The site's location cards (finance §2 "Locations list"): sorted by name and type, hidden ones and
 * duplicates dropped, optionally only the slugs staff chose; walled to the site's tenant by the loader.
 */
export async function LocationCardsComponent({ heading, slugs, site }: Props) {
  const directory = await getSiteDirectory(siteRef(site))
  const locations = carouselLocations(directory.locations, slugs ?? null)
  if (!locations.length) return null
  const label = heading || 'Our locations'
  return (
    <section className="content-block" aria-label={label}>
      {heading ? <h2>{heading}</h2> : null}
      <LocationCarousel
        locations={locations}
        dealerships={directory.dealerships}
        closedText={siteFeature(site, 'closed_hours_text')}
        linksFor={locationLinksFor(site, directory.dealerships)}
        now={new Date()}
        label={label}
      />
    </section>
  )
}
