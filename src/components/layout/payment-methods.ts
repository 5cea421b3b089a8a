/**
 * spec: finance §2 "A payment-methods strip shows Mastercard, Visa, Maestro, Google Pay and Apple Pay
 * icons." The marks as one SVG sprite (src/app/api/payment-icons), drawn in a 48 x 30 box; the
 * lettering is strokes, so the strip has no text of its own. The footer points at a symbol (<use>)
 * instead of carrying the drawings on every page, in the HTML and again in the RSC payload (docs/features/caching.md
 * "Caching and page weight").
 */
export const PAYMENT_METHODS = ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const PAYMENT_ICONS_PATH = '/api/payment-icons'
export const PAYMENT_ICON_VIEWBOX = '0 0 48 30'
/** A method's symbol id in the sprite. */
export const paymentSymbolId = (method: PaymentMethod) => method.toLowerCase().replace(/\s+/g, '-')
