import { headerBannerShows } from '@/domain/promo/banners'

/**
 * The 'Why {dealer}?' and 'Why Buy From Us?' blocks and the brand 'Why choose' card lists (finance §2
 * "Other content": "brand-specific 'Why choose' card lists by dealer … with used/new/demo display
 * rules"). Pure: the page block and its tests share it.
 */
export const WHY_LIST_KINDS = ['dealer', 'buy', 'brand'] as const
export type WhyListKind = (typeof WHY_LIST_KINDS)[number]

/** The car types a list is placed for: a page about used cars shows the used-car reasons. */
export const WHY_LIST_CONTEXTS = ['all', 'new', 'used', 'demo'] as const
export type WhyListContext = (typeof WHY_LIST_CONTEXTS)[number]

/** The list's heading: 'Why {dealer}?', 'Why Buy From Us?' or 'Why choose {make}?'. */
export function whyListHeading(kind: WhyListKind, names: { dealer: string; make?: string | null }): string {
  if (kind === 'dealer') return `Why ${names.dealer}?`
  if (kind === 'brand' && names.make?.trim()) return `Why choose ${names.make.trim()}?`
  return 'Why Buy From Us?'
}

export type WhyCardDisplay = { display?: readonly string[] | null; strict?: boolean | null }

/**
 * The cards shown where the list is placed for `context`, by the header banners' display rule
 * (finance §3 "display (new/used/demo), strict display flag"): a card for used cars shows on used
 * and on all car types; a strict one only where the list is placed for one of its own types.
 */
export function whyCardsFor<T extends WhyCardDisplay>(cards: readonly T[], context: WhyListContext): T[] {
  const pageTypes = context === 'all' ? [] : [context]
  return cards.filter((c) => headerBannerShows({ display: c.display ?? [], strict: Boolean(c.strict) }, pageTypes))
}
