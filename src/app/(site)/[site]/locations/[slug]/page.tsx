import { locationMetadata, LocationPage, type LocationRouteProps } from '@/components/locations/LocationPage'

/** /locations/{slug}: a location's page (stock §2, finance §2). */
export const generateMetadata = (props: LocationRouteProps) => locationMetadata(props, 'locations')

export default function LocationsLocationPage(props: LocationRouteProps) {
  return <LocationPage props={props} prefix="locations" />
}
