/**
 * The pages every demo site's menus and footers link to (finance §2 "Menus and footer"), with the
 * spec's legal facts (legal-text.ts). Pages shared by a tenant's sites serve all of them; About Us
 * and Warranty are per site. Upserted by tenant, path and title, so a re-run leaves one copy.
 */
import type { Payload } from 'payload'

import type { Id } from '@/domain/ids'

import { FEATURE_BANNER_DEFAULTS } from '../../src/domain/promo/feature-banner'
import type { ImagePool } from './image-pool'
import {
  legalEntity,
  PRIVACY_FACTS,
  RETURN_POLICY,
  RETURN_POLICY_TENANT,
  STANDARD_WARRANTY,
  warrantyLines,
} from './legal-text'
import { h2, p, richText, ul } from './lexical'
import { PLACES } from './places'
import { dealershipPhones, type SitePlan, type TenantPlan } from './tenants'
import { SEED_CONTEXT } from './upsert'

type Block = Record<string, unknown> & { blockType: string }
export type PagePlan = {
  title: string
  slug: string
  placement: 'top' | 'pages'
  sites: string[]
  description: string
  /** The search-result title when it differs from the page title (SEO tab). */
  metaTitle?: string
  layout: Block[]
}

const text = (...nodes: ReturnType<typeof p>[]): Block => ({ blockType: 'richText', content: richText(...nodes) })
const faq = (heading: string, items: [string, string][]): Block => ({
  blockType: 'faq',
  heading,
  items: items.map(([question, answer]) => ({ question, answer })),
})
const cta = (heading: string, body: string, links: [string, string][]): Block => ({
  blockType: 'cta',
  heading,
  text: body,
  links: links.map(([label, url]) => ({ label, url })),
})

/** A picture of the tenant's own pool for heroes: an exterior when there is one. */
const poolPicture = (pool: ImagePool): Id | null =>
  pool[
    Object.keys(pool)
      .filter((k) => k.startsWith('ext-'))
      .sort()[0] ?? ''
  ] ??
  pool['detail-interior'] ??
  null

function sitePages(t: TenantPlan, s: SitePlan, pool: ImagePool): PagePlan[] {
  const dealers = s.dealerships.map((slug) => t.dealerships.find((d) => d.slug === slug)!)
  const primary = dealers[0]!
  const isGroupSite = dealers.length > 1
  const about: PagePlan = {
    title: `About ${s.name}`,
    slug: 'about-us',
    placement: 'top',
    sites: [s.slug],
    description: `${s.name}: ${s.tagline}.`,
    layout: [
      {
        blockType: 'hero',
        heading: `About ${s.name}`,
        text: s.tagline,
        image: poolPicture(pool),
        link_label: 'View our stock',
        link_url: '/search/new-used-and-demo-cars/',
      },
      text(
        p(
          isGroupSite
            ? `${t.name} is a family of ${dealers.length} dealerships: ${dealers.map((d) => d.name).join(', ')}. One group, one standard of service, whichever brand you drive.`
            : `${primary.name} sells new, demo and used cars from ${PLACES[primary.place].suburb}, with servicing and genuine parts on site.`,
        ),
        p(
          'Our sales consultants are on salary, not commission, so you can take your time and ask every question you have.',
        ),
      ),
      // finance §2 "'Why {dealer}?' and 'Why Buy From Us?' blocks … with used/new/demo display rules":
      // placed for all car types, the strict demo card stays hidden.
      {
        blockType: 'whyList',
        kind: isGroupSite ? 'buy' : 'dealer',
        car_type: 'all',
        cards: [
          { title: 'Salaried sales consultants', text: 'No commission, so no pressure: take your time.', display: [] },
          {
            title: 'Inspected used cars',
            text: 'Every used car passes a 150-point inspection before it is listed.',
            display: ['used'],
          },
          {
            title: 'Factory warranty',
            text: 'New and demo cars carry the balance of the factory warranty.',
            display: ['new', 'demo'],
          },
          { title: 'Demo savings', text: 'Low kilometres, new-car features.', display: ['demo'], strict: true },
        ],
      },
      ...(primary.manufacturer && !isGroupSite
        ? [
            {
              // the brand 'Why choose' list, placed for new cars: the used-only card stays hidden
              blockType: 'whyList',
              kind: 'brand',
              make: primary.manufacturer,
              car_type: 'new',
              cards: [
                { title: 'Roadside assist', text: '12 months with every new car.', display: [] },
                { title: 'Capped price servicing', text: 'Know the price before you book.', display: ['new'] },
                { title: 'Certified pre-owned', text: 'Approved used cars with a warranty.', display: ['used'] },
              ],
            },
          ]
        : []),
      // a stock carousel from a saved search (docs/features/content.md "Add a page", "Stock carousel")
      { blockType: 'stockCarousel', heading: 'Latest used cars', search: '/search/used-cars', count: 8 },
      // finance §9 "feature banner 3 items" (an offers item hides itself on a site without offers)
      { blockType: 'featureBanner', heading: `More from ${s.name}`, items: FEATURE_BANNER_DEFAULTS },
      // finance §2 "Sales counter banner 'Sales this Month'": the block's default heading
      { blockType: 'salesCounter', text: 'Cars delivered to happy drivers this month' },
      { blockType: 'locationCards', heading: isGroupSite ? 'Our dealerships' : 'Visit us' },
      faq('About buying from us', [
        [
          'Can I book a test drive online?',
          'Yes. Choose a car and press Book a Test Drive; we confirm the time by phone.',
        ],
        [
          'Do you take trade-ins?',
          'Yes. We value your car on the spot, and you can get an estimate online first with Sell My Car.',
        ],
      ]),
    ],
  }
  const warranty: PagePlan = {
    title: `Warranty at ${s.name}`,
    slug: 'warranty',
    placement: 'top',
    sites: [s.slug],
    description: `The warranty on new and used cars from ${s.name}.`,
    layout: [
      text(
        h2('Your warranty'),
        ul([...new Set(dealers.flatMap((d) => warrantyLines(t, d)))]),
        p(
          'A warranty covers faults in materials and workmanship. It does not cover wear and tear, accident damage or servicing.',
        ),
      ),
      faq('Warranty questions', [
        [
          'Do I have to service with you to keep the warranty?',
          'No. Any licensed repairer may service your car, as long as it is serviced on time with the right parts.',
        ],
        [
          'What does the standard warranty cover?',
          `The ${STANDARD_WARRANTY} covers the engine, transmission, electrics and the other parts the manufacturer lists.`,
        ],
      ]),
      cta('Questions about your warranty?', 'Our service team can check what your car is covered for.', [
        ['Book a Service', '/service'],
      ]),
    ],
  }
  return [about, warranty, ...(isGroupSite ? otherLinkPages(s) : [])]
}

/**
 * stock §2 "Other links" a group site turns on as its own pages: /finance-and-insurance and the
 * group's partner businesses (/neotek, /twg-cars, /twg-rental, /twg-tyres). Content, not code: any
 * site may add them in the admin, or point them elsewhere with a redirect.
 */
function otherLinkPages(s: SitePlan): PagePlan[] {
  const page = (slug: string, title: string, intro: string, links: [string, string][]): PagePlan => ({
    title,
    slug,
    placement: 'top',
    sites: [s.slug],
    description: `${title} at ${s.name}: ${intro}`,
    layout: [text(p(intro)), cta(title, `Ask ${s.name} about ${title.toLowerCase()}.`, links)],
  })
  return [
    page(
      'finance-and-insurance',
      'Finance and Insurance',
      'Car loans, novated leases and comprehensive insurance, arranged where you buy your car.',
      [
        ['Apply for Finance', '/finance'],
        ['Contact Us', '/contact'],
      ],
    ),
    page('neotek', 'Neotek Paint Protection', 'Ceramic paint and interior protection, applied before delivery.', [
      ['Contact Us', '/contact'],
    ]),
    page('twg-cars', 'TWG Cars', 'Quality used cars from across the group, inspected and ready to drive.', [
      ['Search Used Cars', '/search/used-cars'],
    ]),
    page('twg-rental', 'TWG Rental', 'Short and long term car and ute rental from our dealerships.', [
      ['Contact Us', '/contact'],
    ]),
    page('twg-tyres', 'TWG Tyres', 'Tyres, wheel alignments and balancing at our service centres.', [
      ['Book a Service', '/service'],
    ]),
  ]
}

function tenantPages(t: TenantPlan, pool: ImagePool): PagePlan[] {
  const primary = t.dealerships[0]!
  const phones = dealershipPhones(primary, PLACES[primary.place].state)
  const entity = legalEntity(t)
  const privacy: PagePlan = {
    title: 'Privacy Policy',
    slug: 'privacy-policy',
    placement: 'top',
    sites: [],
    description: `How ${entity} collects, uses and protects your personal information.`,
    layout: [
      text(
        p(
          `${entity} respects your privacy and handles personal information under the Privacy Act 1988 (Cth) and the Australian Privacy Principles.`,
        ),
        h2('What we collect'),
        p(
          'Your name, contact details, the cars you ask about, and anything you tell us in an enquiry, a finance application or a trade-in valuation.',
        ),
        h2('Access to your information'),
        ul([PRIVACY_FACTS.acknowledge, PRIVACY_FACTS.access]),
        h2('Complaints'),
        p(PRIVACY_FACTS.complaints),
        p(
          `Write to the Privacy Officer, ${entity}, or e-mail privacy@${t.slug}.com.au. If you are not satisfied with our answer, you may complain to the Office of the Australian Information Commissioner.`,
        ),
      ),
    ],
  }
  const returnPolicy =
    t.slug === RETURN_POLICY_TENANT
      ? [
          h2(`Our ${RETURN_POLICY.heading}`),
          ul(RETURN_POLICY.conditions),
          p('The car must come back in the condition it left us, apart from fair wear over those days.'),
        ]
      : []
  const terms: PagePlan = {
    title: 'Terms and Conditions',
    slug: 'terms-and-conditions',
    placement: 'top',
    sites: [],
    description: `The terms of use of this website and of buying a car from ${entity}.`,
    layout: [
      text(
        p(`These terms apply to this website and to cars sold by ${entity}.`),
        h2('Prices and availability'),
        p(
          'Prices are drive away unless stated, include GST, and may change without notice. A car is sold when the contract is signed and the deposit paid.',
        ),
        h2('Finance'),
        p('Finance is subject to approved credit. Fees and charges apply. Estimates on this website are a guide only.'),
        ...returnPolicy,
      ),
    ],
  }
  const careers: PagePlan = {
    title: 'Careers',
    slug: 'careers',
    placement: 'top',
    sites: [],
    description: `Work with ${t.name}: sales, service, parts and administration roles.`,
    layout: [
      {
        blockType: 'hero',
        heading: `Careers at ${t.name}`,
        text: 'Sales, service, parts and administration roles, with training and a clear path up.',
        image: poolPicture(pool),
        link_label: '',
        link_url: '',
      },
      text(
        p(
          'We look for people who like people. Apprenticeships start each February; other roles open through the year.',
        ),
      ),
      cta('Send us your résumé', 'Tell us which role and which dealership interest you.', [
        ['E-mail our people team', `mailto:careers@${t.slug}.com.au`],
      ]),
    ],
  }
  const roadside: PagePlan = {
    title: 'Roadside Assist',
    slug: 'roadside-assist',
    placement: 'top',
    sites: [],
    description: 'Roadside assistance for cars bought or serviced with us.',
    layout: [
      text(
        p(
          'Every new car we sell, and every car we service on schedule, comes with 12 months of roadside assistance, 24 hours a day, anywhere in Australia.',
        ),
        ul([
          'Flat batteries, flat tyres and lock-outs',
          'Towing to the nearest repairer after a breakdown',
          'Emergency fuel when you run out',
        ]),
      ),
      faq('Roadside questions', [
        [
          'How do I renew it?',
          'Service your car with us on time: each scheduled service renews roadside assist for another 12 months.',
        ],
        ['Is an accident covered?', 'No. Call your insurer after an accident; roadside assist covers breakdowns.'],
      ]),
      cta('Broken down?', 'Call our roadside line any time.', [
        [`Call ${phones.service}`, `tel:${phones.service.replace(/\s/g, '')}`],
      ]),
    ],
  }
  const extra: PagePlan[] = []
  if (t.slug === 'outback-rv-4x4')
    extra.push({
      title: '4x4 & Outdoor',
      slug: '4x4-outdoor',
      placement: 'top',
      sites: [],
      description: 'Four-wheel drives, utes and the gear to take them further.',
      layout: [
        {
          blockType: 'hero',
          heading: '4x4 & Outdoor',
          text: 'Used four-wheel drives and utes, fitted out for the Darling Downs and beyond.',
          image: poolPicture(pool),
          link_label: 'Used 4x4s and Utes',
          link_url: '/search/used-cars',
        },
        text(
          p(
            'Every 4x4 we sell is inspected underneath as well as on top: diffs, CV joints, recovery points and tow bar.',
          ),
          ul(['Bull bars and winches fitted on site', 'Dual-battery systems', 'Tow packs for your van']),
        ),
        {
          blockType: 'mediaBlock',
          image: pool['detail-wheel'] ?? poolPicture(pool),
          caption: 'All-terrain tyres fitted as standard on our outdoor range.',
        },
        cta('Ready for the road?', 'See our four-wheel drives in stock.', [
          ['Used 4x4s and Utes', '/search/used-cars'],
        ]),
      ],
    })
  if (t.slug === 'harbourside-toyota')
    extra.push({
      title: 'Capped Price Servicing',
      slug: 'capped-price-servicing',
      placement: 'pages',
      sites: [],
      description: 'Know what your Toyota service costs before you book.',
      layout: [
        text(
          p('Your first five scheduled services cost a fixed price, listed before you book.'),
          p('Every service includes a multi-point safety check and a report on your tyres and brakes.'),
        ),
        cta('Book your service', 'Pick a time online.', [['Book a Service', '/service']]),
      ],
    })
  return [privacy, terms, careers, roadside, ...extra]
}

/** The EOFY campaign page each dealership's own EOFY link names (finance §2 "/pages/eofy-sale-miranda"…). */
function eofyPages(t: TenantPlan, pool: ImagePool): PagePlan[] {
  return t.dealerships.flatMap((d) => {
    const slug = d.eofy_link?.match(/^\/pages\/([a-z0-9-]+)$/)?.[1]
    if (!slug) return []
    const make = d.manufacturer ?? 'car'
    return [
      {
        title: `EOFY Sale at ${d.name}`,
        slug,
        placement: 'pages' as const,
        sites: [],
        description: `End of financial year sale on new and demo ${make}s at ${d.name}, until 30 June.`,
        metaTitle: `${d.name} EOFY Sale: drive-away deals until 30 June`,
        layout: [
          {
            blockType: 'hero',
            heading: `${d.name} EOFY Sale`,
            text: `Our sharpest drive-away prices of the year on new and demo ${make}s, until 30 June.`,
            image: poolPicture(pool),
            link_label: 'See new cars in stock',
            link_url: '/search/new-cars',
          },
          text(
            p(
              'Business buyers: a car delivered and registered before 30 June may count towards this financial year. Ask your accountant what applies to you.',
            ),
            ul(['Drive-away prices on every new car in stock', 'Demonstrators with the balance of new-car warranty']),
          ),
          cta('Talk to us about the EOFY sale', 'Book a test drive or ask for a price.', [
            ['Demo cars', '/search/demo-cars'],
            ['Contact us', '/contact'],
          ]),
        ],
      },
    ]
  })
}

export function pagesFor(t: TenantPlan, pool: ImagePool): PagePlan[] {
  return [...tenantPages(t, pool), ...eofyPages(t, pool), ...t.sites.flatMap((s) => sitePages(t, s, pool))]
}

/** Upserts the tenant's demo pages, published, and removes none that staff added. */
export async function upsertPages(
  payload: Payload,
  t: TenantPlan,
  tenant: Id,
  siteIds: Map<string, Id>,
  pool: ImagePool,
): Promise<number> {
  const plans = pagesFor(t, pool)
  for (const plan of plans) {
    const path = plan.placement === 'pages' ? `/pages/${plan.slug}` : `/${plan.slug}`
    const data = {
      tenant,
      title: plan.title,
      slug: plan.slug,
      placement: plan.placement,
      sites: plan.sites.map((s) => siteIds.get(s)!),
      layout: plan.layout,
      meta: { title: plan.metaTitle ?? null, description: plan.description, image: null },
      _status: 'published' as const,
    }
    const { docs } = await payload.find({
      collection: 'pages',
      where: { and: [{ tenant: { equals: tenant } }, { path: { equals: path } }, { title: { equals: plan.title } }] },
      limit: 1,
      depth: 0,
      pagination: false,
    })
    if (docs[0])
      await payload.update({
        collection: 'pages',
        id: docs[0].id,
        data: data as never,
        depth: 0,
        context: SEED_CONTEXT,
      })
    else await payload.create({ collection: 'pages', data: data as never, depth: 0, context: SEED_CONTEXT })
  }
  return plans.length
}
