import { orSiteNotFound } from '@/components/layout/not-found'
import { locationMetadata, LocationPage, type LocationRouteProps } from '@/components/locations/LocationPage'

/** /locations/{slug}: a location's page (stock §2, finance §2). */
export const generateMetadata = (props: LocationRouteProps) => locationMetadata(props, 'locations')

function LocationsLocationPage(props: LocationRouteProps) {
  return LocationPage({ props, prefix: 'locations' })
}

export default orSiteNotFound(LocationsLocationPage)
