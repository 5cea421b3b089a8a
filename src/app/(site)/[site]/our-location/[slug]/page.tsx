import { orSiteNotFound } from '@/components/layout/not-found'
import { locationMetadata, LocationPage, type LocationRouteProps } from '@/components/locations/LocationPage'

/** /our-location/{slug}: a location's page (stock §2, finance §2). */
export const generateMetadata = (props: LocationRouteProps) => locationMetadata(props, 'our-location')

function OurLocationLocationPage(props: LocationRouteProps) {
  return LocationPage({ props, prefix: 'our-location' })
}

export default orSiteNotFound(OurLocationLocationPage)
