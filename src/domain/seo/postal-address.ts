import type { PostalAddress } from 'schema-dts'

/** An address as dealerships and locations store it. */
export type StreetAddress = {
  street?: string | null
  city?: string | null
  state?: string | null
  postcode?: string | null
}

/** The schema.org PostalAddress of an Australian address, with only the parts it has. */
export const postalAddress = (a: StreetAddress) =>
  ({
    '@type': 'PostalAddress',
    ...(a.street ? { streetAddress: a.street } : {}),
    ...(a.city ? { addressLocality: a.city } : {}),
    ...(a.state ? { addressRegion: a.state.toUpperCase() } : {}),
    ...(a.postcode ? { postalCode: a.postcode } : {}),
    addressCountry: 'AU',
  }) satisfies PostalAddress
