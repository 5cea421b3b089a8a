/**
 * Writes the demo platform (tenants.ts) through the local API: tenants, dealerships with licences,
 * phones and finance settings, their locations with opening and holiday hours, and sites with
 * domains, settings and feature flags. Upserts by slug, so re-runs update in place.
 */
import type { Payload } from 'payload'

import type { Id } from '@/domain/ids'
import { placeSearchUrl } from '@/domain/locations/directions'
import { timeZoneForState } from '@/domain/locations/time-zones'
import { DEFAULT_EOFY_LINK } from '@/domain/promo/eofy'
import { FEATURE_KEYS, FEATURES } from '@tenants/features'

import { dealerLicence, repairerLicence } from './australian-ids'
import { slugify } from './car-identity'
import { openingHours, specialHours } from './hours'
import { certifiedLogoKey, type ImagePool, logoKey } from './image-pool'
import { demoPhone, type PlaceKey, PLACES } from './places'
import { createRng, hashSeed } from './random'
import type { DealershipIds } from './stock-context'
import { dealershipPhones, type DealershipPlan, type SitePlan, type TenantPlan } from './tenants'
import { bySlug, upsert } from './upsert'

export function address(place: PlaceKey, street: string) {
  const p = PLACES[place]
  const line = `${street}, ${p.suburb} ${p.state.toUpperCase()} ${p.postcode}`
  return {
    street,
    city: p.suburb,
    state: p.state,
    postcode: p.postcode,
    lat: p.lat,
    long: p.long,
    place_id: null,
    place_url: placeSearchUrl(line),
  }
}

/** The site that shows only this dealership (its own website), if any. */
export const ownSite = (t: TenantPlan, d: DealershipPlan) =>
  t.sites.find((s) => s.dealerships.length === 1 && s.dealerships[0] === d.slug)

export async function upsertTenant(payload: Payload, t: TenantPlan): Promise<Id> {
  return (await upsert(payload, 'tenants', bySlug(t.slug), { name: t.name, slug: t.slug, kind: t.kind })).id
}

/** Dealer (DL#) and repairer (MVR#) licence numbers in the style of the dealership's state. */
export function licencesOf(d: DealershipPlan) {
  const rng = createRng(hashSeed(d.slug))
  const { state } = PLACES[d.place]
  return { dealer_license_number: dealerLicence(rng, state), motor_vehicle_repairer: repairerLicence(rng, state) }
}

export async function upsertDealership(
  payload: Payload,
  t: TenantPlan,
  tenant: Id,
  d: DealershipPlan,
  pool: ImagePool,
  now: Date,
): Promise<DealershipIds> {
  const { state } = PLACES[d.place]
  const licence = licencesOf(d)
  const domain = `${ownSite(t, d)?.slug ?? d.slug}.com.au`
  const { id } = await upsert(payload, 'dealerships', bySlug(d.slug), {
    tenant,
    name: d.name,
    slug: d.slug,
    manufacturer: d.manufacturer,
    address: address(d.place, d.street),
    email: `sales@${domain}`,
    url: `https://www.${domain}`,
    logo: pool[logoKey(d.slug)] ?? null,
    ...licence,
    phones: dealershipPhones(d, state),
    finance_provider: d.finance_provider,
    rate_card: d.rate_card,
    xtime_url: d.xtime_url ?? null,
    eofy_link: d.eofy_link ?? DEFAULT_EOFY_LINK,
    service_booking_links: d.manufacturer
      ? [{ name: `Book a ${d.manufacturer} service`, make: d.manufacturer, url: d.xtime_url ?? '/service' }]
      : [],
    include_sold_cars_days: null,
    // Leads e-mailed as ADF to the sales inbox; with no SMTP_URL they go to the server log (docs/features/leads.md "Lead delivery").
    lead_delivery: { email_recipients: [{ email: `sales@${domain}` }], adf_placement: 'body' },
  })
  const locations: DealershipIds['locations'] = {}
  for (const l of d.locations) {
    const phone = demoPhone(PLACES[l.place].state, l.phoneNo)
    const slug = slugify(l.name)
    locations[l.type] = (
      await upsert(payload, 'locations', bySlug(slug, tenant), {
        tenant,
        name: l.name,
        slug,
        dealership: id,
        location_type: l.type,
        location_subtype: l.subtype ?? null,
        visible: true,
        primary: l.type === 'sales',
        address: address(l.place, l.street),
        time_zone: timeZoneForState(PLACES[l.place].state), // AEST, ACST or AWST by state
        manufacturers: d.manufacturer ? [d.manufacturer] : ['Jayco', 'Lotus', 'Supreme'],
        ...licence,
        contact_detail: { phone, landline_phone: phone, opening_hours: openingHours(l.type) },
        special_hours: specialHours(l.type, now),
      })
    ).id
  }
  return { tenant, dealership: id, locations }
}

/** A site's service pages, each service centre's slug looked up in the tenant. */
async function servicePagesOf(payload: Payload, tenant: Id, s: SitePlan) {
  const pages = []
  for (const p of s.service_pages ?? []) {
    const location = p.location
      ? ((
          await payload.find({
            collection: 'locations',
            where: { and: [{ tenant: { equals: tenant } }, { slug: { equals: p.location } }] },
            depth: 0,
            limit: 1,
            overrideAccess: true,
          })
        ).docs[0]?.id ?? null)
      : null
    pages.push({
      path: p.path,
      title: p.title ?? null,
      make: p.make ?? null,
      location,
      requires_booking_url: p.requires_booking_url ?? false,
    })
  }
  return pages
}

/** Every feature flag written out (registry default unless the plan varies it), so re-runs converge. */
const featuresOf = (s: SitePlan) =>
  Object.fromEntries(FEATURE_KEYS.map((k) => [k, s.features[k] ?? FEATURES[k].default]))

export async function upsertSite(
  payload: Payload,
  t: TenantPlan,
  tenant: Id,
  s: SitePlan,
  dealershipIds: Map<string, DealershipIds>,
  pool: ImagePool,
): Promise<Id> {
  const ids = s.dealerships.map((slug) => dealershipIds.get(slug)!.dealership)
  const primary = t.dealerships.find((d) => d.slug === s.dealerships[0])!
  const phones = dealershipPhones(primary, PLACES[primary.place].state)
  return (
    await upsert(payload, 'sites', bySlug(s.slug), {
      tenant,
      name: s.name,
      slug: s.slug,
      template: s.template,
      dealerships: ids,
      primary_dealership: ids[0],
      logo: pool[logoKey(s.dealerships.length > 1 ? t.slug : primary.slug)] ?? null,
      domains: [{ domain: `${s.slug}.localhost` }, { domain: `www.${s.slug}.com.au` }],
      settings: {
        sales_phone: phones.main,
        service_phone: phones.service,
        parts_phone: phones.parts,
        email: `enquiries@${s.slug}.com.au`,
        // Empty texts fall back to the platform defaults (src/domain pricing and tags constants).
        no_price_text: s.no_price_text ?? null,
        new_tag_name: s.new_tag_name ?? null,
        sold_tag_text: null,
        include_sold_cars_days: 3,
        default_stock_filter: 0,
        promo_card_position: s.promo_card_position,
        stock_total_cap: null,
        excluded_stocknums: [],
        tagline: s.tagline,
        // stock §4 tag rule 3: the certified logo image on the one demo site that shows it
        certified_logo: s.features?.certified_logo ? (pool[certifiedLogoKey(t.slug)] ?? null) : null,
        group_stats: s.group_stats ?? [],
        group_profile: s.group_profile ?? null,
        vehicle_locations: s.vehicle_locations ?? 'primary',
        vehicle_location: null,
        service_pages: await servicePagesOf(payload, tenant, s),
      },
      features: featuresOf(s),
    })
  ).id
}
