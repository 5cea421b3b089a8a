/**
 * Header menus and footers per site (finance §2 Menus and footer): the same skeleton with
 * site-specific labels and dropdowns (models of the franchise, the group's dealerships, caravans).
 */
import type { Payload, Where } from 'payload'

import type { Id } from '@/domain/ids'

import { abn } from './australian-ids'
import { slugify } from './car-identity'
import { modelPageName } from './models'
import { licencesOf } from './platform'
import { createRng, hashSeed } from './random'
import { candidateModels } from './stock-plan'
import type { DealershipPlan, SitePlan, TenantPlan } from './tenants'
import { upsert } from './upsert'

type Link = { label: string; url: string }
type MenuItem = Link & {
  highlight?: boolean
  generated?: 'stock' | 'models'
  layout?: 'dropdown' | 'mega'
  children?: Link[]
  columns?: { heading: string; links: Link[] }[]
}

const link = (label: string, url: string): Link => ({ label, url })
/** The franchise's model pages (scripts/seed/models.ts seeds one per new model). */
const modelLinks = (d: DealershipPlan, nowYear: number) => {
  const range = candidateModels(d, 'new', nowYear)
  return range.map((m) => modelPageName(m, range)).map((name) => link(name, `/models/${slugify(name)}`))
}

export function headerItems(t: TenantPlan, s: SitePlan): MenuItem[] {
  const dealers = s.dealerships.map((slug) => t.dealerships.find((d) => d.slug === slug)!)
  const caravans = dealers.some((d) => d.mix.caravan > 0)
  const first: MenuItem[] = caravans
    ? [
        {
          label: 'Caravans',
          url: '/search/caravan',
          children: ['Jayco', 'Lotus', 'Supreme'].map((m) => link(`${m} Caravans`, `/search/${slugify(m)}`)),
        },
        {
          label: '4x4 Stock',
          url: '/search/used-cars',
          children: [link('Used 4x4s and Utes', '/search/used-cars'), link('4x4 & Outdoor', '/4x4-outdoor')],
        },
      ]
    : dealers.length > 1
      ? [
          {
            label: 'New Vehicles',
            url: '/models',
            // filled from the models of the site's makes (src/components/layout/generated-menus.ts)
            generated: 'models' as const,
            children: [],
          },
          {
            // finance §2 "There is a dropdown and a mega menu": the group's dealerships, brands and visits.
            label: 'Our Dealerships',
            url: '/dealer-locator',
            layout: 'mega' as const,
            children: [],
            columns: [
              { heading: 'Dealerships', links: dealers.map((d) => link(d.name, `/search/${d.slug}`)) },
              {
                heading: 'Brands',
                links: [...new Set(dealers.map((d) => d.manufacturer).filter((m): m is string => Boolean(m)))].map(
                  (m) => link(`${m} stock`, `/search/${slugify(m)}`),
                ),
              },
              {
                heading: 'Visit us',
                links: [
                  link('Dealer Locator', '/dealer-locator'),
                  link('Book a Service', '/service'),
                  link('Contact Us', '/contact'),
                ],
              },
            ],
          },
        ]
      : [
          {
            label: `New ${dealers[0]!.manufacturer}`,
            url: '/models',
            generated: 'models' as const,
            children: [],
          },
        ]
  return [
    { label: 'Home', url: '/' },
    ...first,
    {
      label: 'Stock',
      url: '/search/new-used-and-demo-cars/',
      // filled from live stock counts (src/components/layout/generated-menus.ts)
      generated: 'stock' as const,
      children: [],
    },
    // Shown only when the site has live offers or the offers feature on (the site layout decides).
    { label: 'Special Offers', url: '/special-offers' },
    { label: dealers.length > 1 ? 'Service' : 'Book a Service', url: '/service' },
    { label: 'About Us', url: '/about-us' },
    { label: caravans ? 'Sell Your Van or 4x4' : 'Sell My Car', url: '/trade-in', highlight: true },
    { label: 'Finance', url: '/finance', highlight: true },
    // finance §2 "plus highlighted … Finance Pre-Approval and Instant Purchase", on the sites whose
    // features answer their pages (finance_enquiry_pages, instant_price_page).
    ...(s.features.finance_enquiry_pages
      ? [{ label: 'Finance Pre-Approval', url: '/finance-pre-approval', highlight: true }]
      : []),
    ...(s.features.instant_price_page ? [{ label: 'Instant Purchase', url: '/instant-price', highlight: true }] : []),
  ]
}

export function footerData(t: TenantPlan, s: SitePlan, nowYear: number) {
  const primary = t.dealerships.find((d) => d.slug === s.dealerships[0])!
  const caravans = s.dealerships.some((slug) => (t.dealerships.find((d) => d.slug === slug)?.mix.caravan ?? 0) > 0)
  const used = s.features.used_label === 'Pre-Owned' ? 'Pre-Owned Cars' : 'Used Cars'
  const models =
    s.dealerships.length === 1 && primary.manufacturer ? [{ title: 'Models', links: modelLinks(primary, nowYear) }] : []
  const entity = `${t.name.replace(/ & /g, ' and ')} Pty Ltd`
  return {
    groups: [
      {
        title: 'Vehicles',
        // A caravan dealer's footer speaks of its own stock, as its menu does (no new or demo cars).
        links: caravans
          ? [
              link('Caravans', '/search/caravan'),
              link('Used 4x4s and Utes', '/search/used-cars'),
              link('Special Offers', '/special-offers'),
            ]
          : [
              link('New Cars', '/search/new-cars'),
              link(used, '/search/used-cars'),
              link('Demo Cars', '/search/demo-cars'),
              link('Special Offers', '/special-offers'),
            ],
      },
      ...models,
      {
        title: 'Buyer Tools',
        links: [
          link('Finance', '/finance'),
          link(caravans ? 'Sell Your Van or 4x4' : 'Sell My Car', '/trade-in'),
          link('Book a Test Drive', '/book-test-drive/'),
          link('Contact Us', '/contact'),
        ],
      },
      {
        title: 'Servicing and Parts',
        links: [
          link('Book a Service', '/service'),
          link('Parts & Accessories', '/vehicle-parts-and-accessories'),
          link('Warranty', '/warranty'),
          link('Roadside Assist', '/roadside-assist'),
        ],
      },
      {
        title: s.name,
        links: [
          link('About Us', '/about-us'),
          link('Dealer Locator', '/dealer-locator'),
          link('Careers', '/careers'),
          link('Privacy Policy', '/privacy-policy'),
          link('Terms and Conditions', '/terms-and-conditions'),
        ],
      },
    ],
    show_payment_methods: true,
    legal_text:
      `© ${nowYear} ${entity} ABN ${abn(createRng(hashSeed(t.abnSeed)))}. Motor dealer licence ${licencesOf(primary).dealer_license_number}. ` +
      'Prices are drive away unless stated and may change without notice. Finance is subject to approved credit; fees and charges apply.',
  }
}

export async function upsertSiteContent(
  payload: Payload,
  t: TenantPlan,
  tenant: Id,
  s: SitePlan,
  site: Id,
  nowYear: number,
): Promise<void> {
  const byName = (name: string): Where => ({ and: [{ name: { equals: name } }, { tenant: { equals: tenant } }] })
  const header = `Header · ${s.name}`
  const footer = `Footer · ${s.name}`
  await upsert(payload, 'menus', byName(header), {
    tenant,
    name: header,
    sites: [site],
    items: headerItems(t, s),
  })
  await upsert(payload, 'footers', byName(footer), {
    tenant,
    name: footer,
    sites: [site],
    ...footerData(t, s, nowYear),
  })
}
