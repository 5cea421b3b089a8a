import { locationLinksFor } from '@/components/locations/location-links'
import { LocationCarousel } from '@/components/locations/LocationCarousel'
import { getSiteDirectory, siteRef } from '@/data/sites/locations'
import type { SiteContext } from '@/data/sites/sites'
import { relationId } from '@/domain/ids'
import { isVehicleLocationFilter, vehicleBlockLocations } from '@/domain/locations/carousel'
import { siteFeature } from '@tenants/flags'

import type { VehicleView } from './vehicle-view'
import { VehicleLocation } from './VehicleLocation'

import sectionStyles from './vehicle-section.module.css'

/**
 * The vehicle page's locations block (stock §2 "Locations block filters: primary, sales, service, parts,
 * service-and-parts, all, or a location id"), as the site's settings choose; the spec's #vehicle-map
 * anchor. Server-rendered cards in a scroll-snap row (no script on this performance-critical page).
 * Falls back to the car's own location when the filter finds none of the site's locations.
 */
export async function VehicleLocations({ view, site }: { view: VehicleView; site: SiteContext }) {
  const { car } = view
  const directory = await getSiteDirectory(siteRef(site))
  const setting = site.settings.vehicle_locations
  const locations = vehicleBlockLocations(
    directory.locations,
    {
      mode: isVehicleLocationFilter(setting) ? setting : 'primary',
      locationId: relationId(site.settings.vehicle_location),
    },
    { dealershipId: car.dealership.id, locationId: car.location?.id ?? null },
  )
  if (!locations.length) return <VehicleLocation view={view} />
  // Where the site masks numbers, none stays in the page until the shopper reveals it (stock §4 "Phone reveal").
  return (
    <section id="vehicle-map" className={`section ${sectionStyles.section}`} aria-labelledby="vehicle-map-heading">
      <h2 id="vehicle-map-heading">{locations.length === 1 ? 'Where to see this car' : 'Our locations'}</h2>
      <LocationCarousel
        locations={locations}
        dealerships={directory.dealerships}
        closedText={siteFeature(site, 'closed_hours_text')}
        linksFor={locationLinksFor(site, directory.dealerships)}
        now={new Date()}
        label={`Locations of ${car.dealership.name}`}
        showPhone={!view.phoneMasked}
      />
    </section>
  )
}
