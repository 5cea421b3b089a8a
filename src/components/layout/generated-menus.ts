import { stockSummary } from '@/data/cars/stock-summary'
import { getSiteModels, modelsRef } from '@/data/content/models'
import type { SiteContext } from '@/data/sites/sites'
import { carTypeLabel } from '@/domain/cars/labels'
import { CAR_TYPES, type CarType } from '@/domain/cars/vocabulary'
import { newVehiclesMenuLinks } from '@/domain/models'
import { groupThousands } from '@/domain/text/number'
import type { Menu } from '@/payload-types'
import { writeSearchUrl } from '@/search/url/state'
import { siteFeature } from '@tenants/flags'

type Link = { label: string; url: string; id?: string | null }

/**
 * The "Stock" dropdown, from live stock counts (docs/features/content.md "Add a banner or a promo card"): a link per car
 * type in stock with its count, then all stock; a type with nothing in stock is left out.
 */
export function stockMenuLinks(
  stock: Record<CarType, number>,
  usedLabel?: Parameters<typeof carTypeLabel>[1],
  nouns: Partial<Record<CarType, string>> = {}, // 'caravans'… (caravans are not cars)
): Link[] {
  const types = CAR_TYPES.filter((t) => stock[t] > 0)
  const links = types.map((t) => ({
    label: `${carTypeLabel(t, usedLabel)} ${nouns[t] ?? 'cars'} (${groupThousands(stock[t])})`,
    url: writeSearchUrl({ refinements: { car_type: [t] } }),
  }))
  const all = types.reduce((n, t) => n + stock[t], 0)
  return types.length > 1 ? [...links, { label: `All stock (${groupThousands(all)})`, url: writeSearchUrl({}) }] : links
}

type Generated = NonNullable<NonNullable<Menu['items']>[number]['generated']>

/** The links of each generated dropdown: live stock counts, or the models of the site's makes. */
const generators: Record<Generated, (site: SiteContext) => Promise<Link[]>> = {
  stock: async (site) => {
    const { counts, nouns } = await stockSummary(site)
    return stockMenuLinks(counts, siteFeature(site, 'used_label'), nouns)
  },
  models: async (site) => newVehiclesMenuLinks((await getSiteModels(modelsRef(site))).models),
}

/** The menu with its generated dropdowns filled in; the staff's own dropdown links follow them. */
export async function withGeneratedMenus(menu: Menu | null, site: SiteContext): Promise<Menu | null> {
  const items = menu?.items ?? []
  const kinds = [...new Set(items.map((i) => i.generated).filter((g): g is Generated => Boolean(g)))]
  if (!kinds.length) return menu
  const links = new Map(await Promise.all(kinds.map(async (k) => [k, await generators[k](site)] as const)))
  return {
    ...menu!,
    items: items.map((i) =>
      i.generated ? { ...i, children: [...(links.get(i.generated) ?? []), ...(i.children ?? [])] } : i,
    ),
  }
}
