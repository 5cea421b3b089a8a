import { SPECIAL_OFFERS_PATH } from '@/domain/content/offer-filters'

/** spec: finance §2 "EOFY promo link per dealership: /pages/eofy-sale, … ; default /eofy." */
export const DEFAULT_EOFY_LINK = '/eofy'

/**
 * The end-of-financial-year promo link (finance §2 "EOFY promo link per dealership: /pages/eofy-sale,
 * /pages/eofy-sale-miranda, … /special-offers, …; default /eofy"). Pure: the footer and the /eofy
 * address share it.
 */
export type EofyDealership = { name: string; eofy_link?: string | null }

/** The dealership's own link, or null when it keeps the default (empty counts as the default). */
export function ownEofyLink(d: EofyDealership): string | null {
  const link = d.eofy_link?.trim()
  return link && link !== DEFAULT_EOFY_LINK ? link : null
}

/**
 * Where the default address /eofy takes a shopper when no staff page lives there: the primary
 * dealership's own EOFY link, else /special-offers while the site shows offers, else nowhere (404).
 */
export function eofyDefaultTarget(primary: EofyDealership | null, offersShown: boolean): string | null {
  return (primary && ownEofyLink(primary)) ?? (offersShown ? SPECIAL_OFFERS_PATH : null)
}

/**
 * The footer's EOFY links, one per dealership: its own link, or the default when /eofy answers on
 * this site (a page there, or a target above). A link that would 404 is not shown.
 */
export function eofyLinks(
  dealerships: readonly EofyDealership[],
  defaultAnswers: boolean,
): { dealership: string; href: string }[] {
  return dealerships.flatMap((d) => {
    const href = ownEofyLink(d) ?? (defaultAnswers ? DEFAULT_EOFY_LINK : null)
    return href ? [{ dealership: d.name, href }] : []
  })
}
