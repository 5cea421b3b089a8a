/** Card tag labels, verbatim from spec: stock §4 "Car tag on a card". */
export const ELECTRIC_TAG = 'Electric'
export const HYBRID_TAG = 'Hybrid'
export const RESERVED_TAG = 'Reserved'
export const COMING_SOON_TAG = 'COMING SOON'
export const CERTIFIED_TAG = 'Certified'

/**
 * Fallbacks when a site leaves its texts empty. The spec says only "the site's new-tag name" and
 * "the site's sold tag"; these match the site settings' defaults (collections/Sites settings).
 */
export const DEFAULT_NEW_TAG_NAME = 'NEW ARRIVAL'
export const DEFAULT_SOLD_TAG_TEXT = 'SOLD'

/** spec: stock §4 "a runout sale tag is green on some sites, red on others" */
export const RUNOUT_TAG = /\brun[\s-]?out\b/i
export type RunoutTagColour = 'green' | 'red'
