import type { SiteContext } from '@/data/sites'
import { stockSummary } from '@/data/stock-summary'
import { carTypeLabel } from '@/domain/cars/labels'
import { CAR_TYPES, type CarType } from '@/domain/cars/vocabulary'
import { groupThousands } from '@/domain/text/number'
import type { Menu } from '@/payload-types'
import { writeSearchUrl } from '@/search/url-state'
import { siteFeature } from '@tenants/flags'

type Link = { label: string; url: string; id?: string | null }

/**
 * The "Stock" dropdown (issue 14 §3: "the Stock dropdown from live stock counts"): a link per car
 * type in stock with its count, then all stock; a type with nothing in stock is left out.
 */
export function stockMenuLinks(stock: Record<CarType, number>, usedLabel?: Parameters<typeof carTypeLabel>[1]): Link[] {
  const types = CAR_TYPES.filter((t) => stock[t] > 0)
  const links = types.map((t) => ({
    label: `${carTypeLabel(t, usedLabel)} cars (${groupThousands(stock[t])})`,
    url: writeSearchUrl({ refinements: { car_type: [t] } }),
  }))
  const all = types.reduce((n, t) => n + stock[t], 0)
  return types.length > 1 ? [...links, { label: `All stock (${groupThousands(all)})`, url: writeSearchUrl({}) }] : links
}

/** The menu with its generated dropdowns filled in; the staff's own dropdown links follow them. */
export async function withGeneratedMenus(menu: Menu | null, site: SiteContext): Promise<Menu | null> {
  const items = menu?.items ?? []
  if (!items.some((i) => i.generated === 'stock')) return menu
  const stock = stockMenuLinks(await stockSummary(site), siteFeature(site, 'used_label'))
  return {
    ...menu!,
    items: items.map((i) => (i.generated === 'stock' ? { ...i, children: [...stock, ...(i.children ?? [])] } : i)),
  }
}
