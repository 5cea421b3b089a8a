import { withoutOffersLinks } from '@/domain/content/offer-filters'

/** spec: finance §9 "Display": "feature banner 3 items". */
export const FEATURE_BANNER_ITEMS = 3

/** What each item is about, which picks its icon: the three the banner is made of (stock §2). */
export const FEATURE_KINDS = ['offers', 'service', 'finance'] as const
export type FeatureKind = (typeof FEATURE_KINDS)[number]

export type FeatureItem = { kind: FeatureKind; title: string; text?: string | null; label: string; url: string }

/** A new banner's items: special offers, service and finance, each linking to the site's page for it. */
export const FEATURE_BANNER_DEFAULTS: FeatureItem[] = [
  {
    kind: 'offers',
    title: 'Special Offers',
    text: 'Drive-away deals and bonuses on new, demo and used cars.',
    label: 'View offers',
    url: '/special-offers',
  },
  {
    kind: 'service',
    title: 'Book a Service',
    text: 'Factory-trained technicians and genuine parts.',
    label: 'Book a service',
    url: '/service',
  },
  {
    kind: 'finance',
    title: 'Finance',
    text: 'A repayment estimate in minutes, with no impact on your credit score.',
    label: 'Get an estimate',
    url: '/finance',
  },
]

/**
 * The items a feature banner shows: at most 3, in the order staff set, leaving out an item that
 * links to /special-offers while the site shows no offers (that page is then a 404, finance §2).
 */
export function featureBannerItems<T extends { url: string }>(items: readonly T[], offersShown: boolean): T[] {
  const first = items.slice(0, FEATURE_BANNER_ITEMS)
  return offersShown ? first : withoutOffersLinks(first)
}
