/**
 * When a special offer shows (stock §2 /special-offers; docs/features/content.md "Add an offer": expired or
 * not-yet-started offers are never shown). Both ends are instants: an offer shows from `starts_at`
 * (inclusive) until `expires_at` (exclusive). A missing end is open. Pure, so pages and tests share
 * it.
 */
export type OfferWindow = { starts_at?: string | null; expires_at?: string | null }

const instant = (value: string | null | undefined): number | null => {
  if (!value) return null
  const t = Date.parse(value)
  return Number.isNaN(t) ? null : t
}

export function isOfferLive(offer: OfferWindow, now: Date): boolean {
  const start = instant(offer.starts_at)
  const end = instant(offer.expires_at)
  const t = now.getTime()
  return (start === null || start <= t) && (end === null || t < end)
}

/** The error to show staff when the window is back to front, or null (banners and promo cards too). */
export function offerWindowProblem(offer: OfferWindow, thing = 'offer'): string | null {
  const start = instant(offer.starts_at)
  const end = instant(offer.expires_at)
  return start !== null && end !== null && end <= start ? `The ${thing} must expire after it starts.` : null
}

export const liveOffers = <T extends OfferWindow>(offers: readonly T[], now: Date): T[] =>
  offers.filter((o) => isOfferLive(o, now))

/** Soonest expiry first, offers without an expiry last, then by title: the same order on every database. */
export const byExpiry = (a: OfferWindow & { title: string }, b: OfferWindow & { title: string }) =>
  (instant(a.expires_at) ?? Infinity) - (instant(b.expires_at) ?? Infinity) || a.title.localeCompare(b.title)

/**
 * The next instant after `now` at which one of these windows starts or ends, or null: a page that
 * shows scheduled things is valid until then (the shared page cache's entry ends there, docs/features/caching.md
 * "Caching and page weight").
 */
export function nextWindowChange(windows: readonly OfferWindow[], now: Date): Date | null {
  const t = now.getTime()
  let next = Infinity
  for (const w of windows) {
    for (const edge of [instant(w.starts_at), instant(w.expires_at)])
      if (edge !== null && edge > t && edge < next) next = edge
  }
  return next === Infinity ? null : new Date(next)
}
