import { isHttpsUrl, isSitePath } from '@/domain/links/urls'

/** The promo card's link when the site sets none (finance §2 "/trade-in" among the menu targets). */
export const DEFAULT_PROMO_CARD_LINK = '/trade-in'

/**
 * spec: finance §2 "Promotional card ('We Want Your Car') inserted in result grids, linking to a
 * configured address": the site's promo_card_link when it is a page of the site or an https address,
 * else the default.
 */
export function promoCardHref(configured: string | null | undefined): string {
  const link = (configured ?? '').trim()
  return link && (isSitePath(link) || isHttpsUrl(link)) ? link : DEFAULT_PROMO_CARD_LINK
}
