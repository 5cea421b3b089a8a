import { orSiteNotFound } from '@/components/layout/not-found'
import { locationMetadata, LocationPage, type LocationRouteProps } from '@/components/locations/LocationPage'

/** /contact-us/{slug}: a location's page (stock §2, finance §2). */
export const generateMetadata = (props: LocationRouteProps) => locationMetadata(props, 'contact-us')

function ContactUsLocationPage(props: LocationRouteProps) {
  return LocationPage({ props, prefix: 'contact-us' })
}

export default orSiteNotFound(ContactUsLocationPage)
