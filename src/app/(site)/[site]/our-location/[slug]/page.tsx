import { locationMetadata, LocationPage, type LocationRouteProps } from '@/components/locations/LocationPage'

/** /our-location/{slug}: a location's page (stock §2, finance §2). */
export const generateMetadata = (props: LocationRouteProps) => locationMetadata(props, 'our-location')

export default function OurLocationLocationPage(props: LocationRouteProps) {
  return <LocationPage props={props} prefix="our-location" />
}
