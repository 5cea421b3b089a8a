/**
 * The per-tenant image pool: which pictures exist (body × colour family × angle, detail shots and
 * one 24-frame spin), their file names, and how a car's gallery is drawn from them. Pure.
 */
import type { Id } from '@/domain/ids'

import type { ColourFamily } from './catalogue'
import type { Rng } from './random'
import { detailSvg, type DrawnBody, type ExteriorAngle, exteriorSvg, logoSvg, spinFrameSvg } from './silhouettes'
import { bodiesStocked } from './stock-plan'
import type { TenantPlan } from './tenants'

/** Pool key → media id, for one tenant. */
export type ImagePool = Record<string, Id>

export const FAMILY_COLOURS: Record<ColourFamily, { label: string; hex: string }> = {
  white: { label: 'White', hex: '#f4f5f2' },
  silver: { label: 'Silver', hex: '#b9bec5' },
  dark: { label: 'Dark grey', hex: '#34383e' },
  blue: { label: 'Blue', hex: '#2d5a9c' },
  red: { label: 'Red', hex: '#b3202a' },
}
export const FAMILIES = Object.keys(FAMILY_COLOURS) as ColourFamily[]
export const EXTERIOR_ANGLES: ExteriorAngle[] = ['Front', 'Side', 'Rear']
export const CAR_DETAILS = [
  'Interior',
  'Dash',
  'Front Seats',
  'Rear Seats',
  'Boot',
  'Wheel',
  'Engine',
  'Headlight',
  'Infotainment',
  'Steering Wheel',
  'Badge',
]
export const CARAVAN_DETAILS = ['Interior', 'Kitchen', 'Bed', 'Ensuite', 'Dinette', 'Awning', 'Drawbar', 'Wheel']
/** Spin frames are drawn for white SUVs only; other cars get no spin. */
export const SPIN = { body: 'SUV' as DrawnBody, family: 'white' as ColourFamily, frames: 24 }

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-')
export const exteriorKey = (body: DrawnBody, family: ColourFamily, angle: ExteriorAngle) =>
  `ext-${slug(body)}-${family}-${slug(angle)}`
export const detailKey = (label: string, caravan: boolean) => `${caravan ? 'van' : 'detail'}-${slug(label)}`
export const spinKey = (frame: number) => `spin-${String(frame).padStart(2, '0')}`

export type PoolImage = { key: string; filename: string; alt: string; svg: () => string }

/** Every picture a tenant's pool holds, named `{tenant}-{key}.jpg` (media filenames are unique platform-wide). */
export function poolPlan(tenant: { slug: string; name: string }, bodies: DrawnBody[]): PoolImage[] {
  const file = (key: string) => `${tenant.slug}-${key}.jpg`
  const plan: PoolImage[] = []
  for (const body of bodies) {
    for (const family of FAMILIES) {
      for (const angle of EXTERIOR_ANGLES) {
        const key = exteriorKey(body, family, angle)
        const colour = FAMILY_COLOURS[family]
        plan.push({
          key,
          filename: file(key),
          alt: `${colour.label} ${body.toLowerCase()}, ${angle.toLowerCase()} view`,
          svg: () => exteriorSvg(body, colour, angle, tenant.name),
        })
      }
    }
  }
  const details = [
    ...CAR_DETAILS.map((l) => [l, false] as const),
    ...(bodies.includes('Caravan') ? CARAVAN_DETAILS.map((l) => [l, true] as const) : []),
  ]
  for (const [label, caravan] of details) {
    const key = detailKey(label, caravan)
    plan.push({
      key,
      filename: file(key),
      alt: `${caravan ? 'Caravan' : 'Vehicle'} ${label.toLowerCase()}`,
      svg: () => detailSvg(label, tenant.name),
    })
  }
  for (let f = 0; f < SPIN.frames; f++) {
    const key = spinKey(f)
    const degrees = (f * 360) / SPIN.frames
    plan.push({
      key,
      filename: file(key),
      alt: `360° view, frame ${f + 1} of ${SPIN.frames}`,
      svg: () => spinFrameSvg(SPIN.body, FAMILY_COLOURS[SPIN.family], degrees, tenant.name),
    })
  }
  return plan
}

const LOGO_COLOURS = ['#b0121b', '#0b3d7a', '#1f5f3a', '#5a2d82', '#0f6b73', '#8a4b08', '#303a46']
export const logoKey = (slug: string) => `logo-${slug}`

/** A word-mark logo per named brand (dealerships, and a group's own name), in the tenant's pool. */
export function logoPlan(tenantSlug: string, brands: { slug: string; name: string }[]): PoolImage[] {
  return brands.map((b, i) => ({
    key: logoKey(b.slug),
    filename: `${tenantSlug}-${logoKey(b.slug)}.png`,
    alt: `${b.name} logo`,
    svg: () => logoSvg(b.name, LOGO_COLOURS[i % LOGO_COLOURS.length]!),
  }))
}

export const certifiedLogoKey = (tenantSlug: string) => `certified-${tenantSlug}`

/**
 * A certified pre-owned badge for a tenant whose site shows the certified logo (stock §4 tag rule 3),
 * so the demo shows the image and its alt text rather than the text fallback. Marked DEMO.
 */
export function certifiedLogoPlan(t: TenantPlan): PoolImage[] {
  const make = t.dealerships[0]?.manufacturer
  if (!make || !t.sites.some((s) => s.features?.certified_logo)) return []
  return [
    {
      key: certifiedLogoKey(t.slug),
      filename: `${t.slug}-${certifiedLogoKey(t.slug)}.png`,
      alt: `${make} Certified Pre-Owned (demo badge)`,
      svg: () => logoSvg(`${make} Certified · DEMO`, '#1f5f3a'),
    },
  ]
}

/** Largest gallery a car can have without repeating a picture. */
export const maxGallery = (caravan: boolean) =>
  EXTERIOR_ANGLES.length + (caravan ? CARAVAN_DETAILS : CAR_DETAILS).length

/** Gallery keys: front first (the primary image), then side and rear, then detail shots. */
export function galleryKeys(rng: Rng, body: DrawnBody, family: ColourFamily, count: number): string[] {
  const caravan = body === 'Caravan'
  const exteriors = EXTERIOR_ANGLES.map((a) => exteriorKey(body, family, a))
  const [first, second, ...rest] = caravan ? CARAVAN_DETAILS : CAR_DETAILS
  const details = [first!, second!, ...rng.sample(rest, rest.length)].map((l) => detailKey(l, caravan))
  return [...exteriors, ...details].slice(0, Math.min(count, maxGallery(caravan)))
}

export const spinKeys = () => Array.from({ length: SPIN.frames }, (_, f) => spinKey(f))

/** A tenant's whole pool: every body its dealerships stock, and a logo per dealership (and group). */
export function tenantImagePlan(t: TenantPlan, nowYear: number): PoolImage[] {
  const bodies = [...new Set(t.dealerships.flatMap((d) => bodiesStocked(d, nowYear)))].sort()
  const brands = [...t.dealerships, ...(t.kind === 'group' ? [{ slug: t.slug, name: t.name }] : [])]
  return [...poolPlan(t, bodies), ...logoPlan(t.slug, brands), ...certifiedLogoPlan(t)]
}
