/** Feed prices are in Australian dollars (ISO 4217). */
export const FEED_CURRENCY = 'AUD'
/** Addresses are Australian (ISO 3166-1 alpha-2). */
export const FEED_COUNTRY = 'AU'
/** Meta: description "Max characters: 5000"; Google's limit is the same. */
export const FEED_DESCRIPTION_MAX = 5000
/** Meta: "Max items: 20" images per vehicle. */
export const FEED_MAX_IMAGES = 20
/** A VIN is 17 characters, digits and capital letters without I, O and Q (ISO 3779). */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/
