import { isOfferLive, type OfferWindow } from '../content/offer-window'

/**
 * Header banner cards and promo cards that staff schedule (finance §3 "Promo card: imageSrc,
 * imageAlt, linkHref, background, expiry. Header banner card: image, alt, background, display
 * (new/used/demo), strict display flag"). Pure rules shared by the pages and the tests.
 */
export const BANNER_CAR_TYPES = ['new', 'used', 'demo'] as const

export type HeaderBannerDisplay = OfferWindow & {
  /** the car types it is for; empty is all of them */
  display: readonly string[]
  /** strict display: only on a page narrowed to its car types, never on all stock */
  strict: boolean
}

/**
 * Whether a header banner shows on a results page narrowed to `pageCarTypes` (empty: all stock).
 * Without strict display it shows on all stock and on any page that includes one of its types; with
 * strict display only where every car type on the page is one of its own.
 */
export function headerBannerShows(
  banner: Omit<HeaderBannerDisplay, keyof OfferWindow>,
  pageCarTypes: readonly string[],
) {
  const mine = banner.display.length ? banner.display : BANNER_CAR_TYPES
  if (pageCarTypes.length === 0) return !banner.strict || banner.display.length === 0
  return banner.strict ? pageCarTypes.every((t) => mine.includes(t)) : pageCarTypes.some((t) => mine.includes(t))
}

/** The live banners for the page, in the order given (expired and not-yet-started ones never show). */
export const headerBannersFor = <T extends HeaderBannerDisplay>(
  banners: readonly T[],
  pageCarTypes: readonly string[],
  now: Date,
) => banners.filter((b) => isOfferLive(b, now) && headerBannerShows(b, pageCarTypes))

/** The promo card for the results grid: the first live one in the order given, else null (the default card). */
export const livePromoCard = <T extends OfferWindow>(cards: readonly T[], now: Date): T | null =>
  cards.find((c) => isOfferLive(c, now)) ?? null

/** A background colour staff type: #rgb or #rrggbb. */
export const BACKGROUND_PATTERN = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i
export const BACKGROUND_HINT = 'Enter a colour as #rrggbb, such as #0b3d91.'

/**
 * Black or white text, whichever reads better on a staff-chosen background (WCAG relative luminance),
 * so a card stays legible whatever colour marketing picks.
 */
export function inkOn(background: string): '#000' | '#fff' {
  let hex = background.slice(1)
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('')
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  // contrast with black (L + 0.05) / 0.05 against white 1.05 / (L + 0.05): equal at L ≈ 0.179
  return luminance > 0.179 ? '#000' : '#fff'
}

/** The inline colours for a card's background, or none when unset or malformed. */
export function cardColours(background: string | null | undefined) {
  return background && BACKGROUND_PATTERN.test(background) ? { background, color: inkOn(background) } : undefined
}
