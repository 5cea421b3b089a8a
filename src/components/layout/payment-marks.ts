import { PAYMENT_ICON_VIEWBOX, PAYMENT_METHODS, type PaymentMethod, paymentSymbolId } from './payment-methods'

/**
 * The payment marks' drawings (payment-methods.ts names them), served as one sprite by
 * src/app/api/payment-icons; kept apart so the footer's strip, drawn in the browser, does not carry them.
 */
const ROUND = 'fill="none" stroke-linecap="round" stroke-linejoin="round"'

/** Two overlapping rings and their lens, the mark Mastercard and Maestro share. */
const rings = (left: string, right: string, lens: string) =>
  `<rect width="48" height="30" rx="4" fill="#fff"/><circle cx="19" cy="15" r="9" fill="${left}"/>` +
  `<circle cx="29" cy="15" r="9" fill="${right}"/>` +
  `<path d="M24 7.52A9 9 0 0 1 24 22.48A9 9 0 0 1 24 7.52Z" fill="${lens}"/>`

/** "Pay" drawn in strokes from x (Google Pay, Apple Pay). */
const pay = (x: number, colour: string) =>
  `<path d="M${x} 20V10h3a2.5 2.5 0 0 1 0 5h-3M${x + 10} 13a2.6 2.6 0 1 0 0 4.5M${x + 10} 12.5V18M${x + 13} 12.5l2.5 5.5M${x + 18} 12.5l-4 8.5" ${ROUND} stroke="${colour}" stroke-width="1.6"/>`

const MARKS: Record<PaymentMethod, string> = {
  Mastercard: rings('#eb001b', '#f79e1b', '#ff5f00'),
  Maestro: rings('#eb001b', '#00a2e5', '#7375cf'),
  Visa:
    '<rect width="48" height="30" rx="4" fill="#1a1f71"/>' +
    `<path d="M9 10l3 10 3-10M18.5 10v10M27 11.2c-1-1.4-6-1.5-6 1.3 0 2.7 6 2.2 6 5.2 0 2.9-5 2.6-6.3 1.3M30 20l3-10 3 10M31 16.5h4" transform="skewX(-8) translate(2 0)" ${ROUND} stroke="#fff" stroke-width="2"/>`,
  'Google Pay':
    '<rect x="0.5" y="0.5" width="47" height="29" rx="4" fill="#fff" stroke="#9ca3af"/>' +
    '<path d="M16.6 12.2A5 5 0 1 0 17.6 15H12.6" fill="none" stroke="#4285f4" stroke-width="2" stroke-linecap="round"/>' +
    pay(22, '#3c4043'),
  'Apple Pay':
    '<rect width="48" height="30" rx="4" fill="#000"/>' +
    '<path fill="#fff" d="M15.4 12c-1.2 0-2 .7-2.6.7s-1.6-.7-2.6-.7c-1.7 0-3.2 1.4-3.2 4 0 2.7 1.9 5.7 3.3 5.7.8 0 1.2-.5 2.3-.5s1.4.5 2.3.5c1.3 0 2.4-2.2 2.8-3.4-1.6-.7-2-3.4-.3-4.4-.5-.9-1.3-1.9-2-1.9zM14.8 9.5c.5-.7.8-1.4.7-2.1-.7.1-1.4.5-1.8 1.1-.4.6-.7 1.3-.6 2 .7 0 1.3-.4 1.7-1z"/>' +
    pay(22, '#fff'),
}

/** The five marks as one SVG sprite, one <symbol> per method. */
export function paymentIconSprite(): string {
  const symbols = PAYMENT_METHODS.map(
    (m) => `<symbol id="${paymentSymbolId(m)}" viewBox="${PAYMENT_ICON_VIEWBOX}">${MARKS[m]}</symbol>`,
  )
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`
}
