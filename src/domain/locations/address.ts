/**
 * How a street address is written everywhere (pages, printouts, feeds, meta descriptions): Australian
 * order, "650 Pittwater Road, Brookvale NSW 2100", the state in capitals, missing parts left out.
 */
export type AddressParts = {
  street?: string | null
  city?: string | null
  state?: string | null
  postcode?: string | null
  country?: string | null
}

/** "Brookvale NSW 2100": the suburb, state and postcode line. */
export const localityLine = (a: AddressParts | null | undefined) =>
  [a?.city, a?.state?.toUpperCase(), a?.postcode].filter(Boolean).join(' ')

/** "650 Pittwater Road, Brookvale NSW 2100" (", AU" after it when the country is given). */
export const addressLine = (a: AddressParts | null | undefined) =>
  [a?.street, localityLine(a), a?.country].filter(Boolean).join(', ')
