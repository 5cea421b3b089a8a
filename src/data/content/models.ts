import type { Payload } from 'payload'

import { tenantIdOf } from '@/cache/revalidate'
import { tags } from '@/cache/tags'
import { type Id, relationId } from '@/domain/ids'
import { modelBodies, type ModelColour, type ModelStatus } from '@/domain/models'
import type { Manufacturer, Model } from '@/payload-types'

import { cachedLoader } from '../runtime/cached'
import { isForSite } from '../sites/pick-for-site'
import type { SiteContext } from '../sites/sites'
import { type Picture, pictureOf } from './tenant-media'

/** The cache key and wall of a site's models: its tenant, and the makes its dealerships sell new. */
export type ModelsRef = { id: Id; tenantId: Id; makes: string[] }

export type ManufacturerView = { id: Id; name: string; slug: string; bodies: string[]; logo: Picture | null }

export type VariantView = {
  id: string
  name: string
  full_name: string
  series: string | null
  features: string[]
  image: Picture | null
  dap_min_price: number | null
  dap_max_price: number | null
}

export type ModelView = {
  id: Id
  name: string
  slug: string
  status: ModelStatus
  make: string
  makeSlug: string
  body: string | null
  /** every body type it is listed under: body, then the second and third (stock §3) */
  bodies: string[]
  image: Picture | null
  short_description: string | null
  variants: VariantView[]
  colours: ModelColour[]
}

export type SiteModels = { manufacturers: ManufacturerView[]; models: ModelView[] }

export const modelsRef = (site: SiteContext): ModelsRef => ({
  id: site.id,
  tenantId: site.tenantId,
  makes: [
    ...new Set(site.dealerships.map((d) => d.manufacturer?.trim()).filter((m): m is string => Boolean(m))),
  ].sort(),
})

const sameTenant = (doc: { tenant?: unknown }, tenantId: Id) => String(tenantIdOf(doc)) === String(tenantId)

function toModel(m: Model, make: Manufacturer, tenantId: Id): ModelView {
  return {
    id: m.id,
    name: m.name,
    slug: m.slug,
    status: m.status,
    make: make.name,
    makeSlug: make.slug,
    body: m.manufacturer_body?.trim() || null,
    bodies: modelBodies(m),
    image: pictureOf(m.image, tenantId),
    short_description: m.short_description ?? null,
    variants: (m.variants ?? []).map((v, i) => ({
      id: v.id ?? String(i),
      name: v.name,
      full_name: v.full_name,
      series: v.series ?? null,
      features: (v.features ?? []).map((f) => f.feature),
      image: pictureOf(v.image, tenantId),
      dap_min_price: v.dap_min_price ?? null,
      dap_max_price: v.dap_max_price ?? null,
    })),
    colours: (m.colours ?? []).map((c) => {
      const photo = pictureOf(c.photo, tenantId)
      return {
        name: c.name,
        hex_code: c.hex_code ?? null,
        oem_id: c.oem_id ?? null,
        model_variant_name: c.model_variant_name ?? null,
        photo: photo ? { url: photo.url, alt: photo.alt || c.name } : null,
      }
    }),
  }
}

/**
 * The site's makes and their models: only the site's tenant, only the makes its dealerships sell,
 * only models meant for this site and not hidden, in the staff's order.
 */
export async function loadSiteModels(payload: Payload, ref: ModelsRef): Promise<SiteModels> {
  if (!ref.makes.length) return { manufacturers: [], models: [] }
  const wanted = new Set(ref.makes.map((m) => m.toLowerCase()))
  const { docs: makes } = await payload.find({
    collection: 'manufacturers',
    where: { tenant: { equals: ref.tenantId } },
    depth: 1,
    limit: 100,
    sort: 'name',
    overrideAccess: true,
  })
  const own = makes.filter((m) => sameTenant(m, ref.tenantId) && wanted.has(m.name.trim().toLowerCase()))
  if (!own.length) return { manufacturers: [], models: [] }
  const byId = new Map(own.map((m) => [String(m.id), m]))
  const { docs } = await payload.find({
    collection: 'models',
    where: {
      and: [
        { tenant: { equals: ref.tenantId } },
        { manufacturer: { in: own.map((m) => m.id) } },
        { status: { not_equals: 'hidden' } },
      ],
    },
    depth: 1,
    limit: 200,
    sort: ['sort', 'name'],
    overrideAccess: true,
  })
  const models = docs
    .filter((m) => sameTenant(m, ref.tenantId) && isForSite(m, ref.id) && byId.has(String(relationId(m.manufacturer))))
    .map((m) => toModel(m, byId.get(String(relationId(m.manufacturer)))!, ref.tenantId))
  return {
    manufacturers: own.map((m) => ({
      id: m.id,
      name: m.name,
      slug: m.slug,
      bodies: (m.manufacturer_body ?? []).map((b) => b.trim()).filter(Boolean),
      logo: pictureOf(m.logo, ref.tenantId),
    })),
    models,
  }
}

export const getSiteModels = cachedLoader('site-models', loadSiteModels, (r) => [
  tags.tenantContent(r.tenantId, 'models'),
  tags.tenantContent(r.tenantId, 'media'),
])

/** One model of the site by slug, or null (another tenant's or another make's model is not found). */
export async function getSiteModel(site: SiteContext, slug: string): Promise<ModelView | null> {
  return (await getSiteModels(modelsRef(site))).models.find((m) => m.slug === slug) ?? null
}
