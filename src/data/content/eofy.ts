import { DEFAULT_EOFY_LINK, eofyDefaultTarget, eofyLinks } from '@/domain/promo/eofy'

import type { SiteContext } from '../sites/sites'
import { offersShownOn } from './offers'
import { getPage } from './pages'

/**
 * The site's EOFY promo links (finance §2): where the default /eofy goes when no staff page lives
 * there, and the footer's link per dealership (one that would 404 is left out).
 */
export async function getEofy(site: SiteContext, offersShown?: boolean) {
  const ref = { id: site.id, tenantId: site.tenantId }
  const [page, shown] = await Promise.all([getPage(ref, DEFAULT_EOFY_LINK), offersShown ?? offersShownOn(site)])
  const defaultTarget = page ? null : eofyDefaultTarget(site.primaryDealership, shown)
  return {
    hasPage: page != null,
    defaultTarget,
    links: eofyLinks(site.dealerships, page != null || defaultTarget != null),
  }
}
