import { formatPrice } from '@/domain/pricing/format'
import { slugify } from '@/domain/text/slug'

/** spec: finance §9 "Variant features before expanding: 8". */
export const VARIANT_FEATURES_SHOWN = 8
/** spec: finance §9 "slider above 2 variants". */
export const VARIANT_SLIDER_ABOVE = 2
/** spec: finance §9 "arrows at 4 or more". */
export const VARIANT_ARROWS_FROM = 4
/** spec: finance §9 "Colour body-style tabs at 3 or more styles and more than 15 colours". */
export const BODY_STYLE_TABS_MIN_STYLES = 3
export const BODY_STYLE_TABS_ABOVE_COLOURS = 15
/** spec: finance §9 "Model blurb 75 characters". */
export const MODEL_BLURB_CHARS = 75
/** spec: finance §3 "status (coming_soon is a value; drives an 'ALL-NEW' prefix)". */
export const ALL_NEW_PREFIX = 'ALL-NEW'

/** A model's status: on sale, coming soon ('ALL-NEW'), or hidden from the site (kept for later). */
export const MODEL_STATUSES = ['available', 'coming_soon', 'hidden'] as const
export type ModelStatus = (typeof MODEL_STATUSES)[number]

/**
 * spec: finance §3 "Body styles are ordered by oem_id: wagon, dual_cab, 2_door first; sedan,
 * extra_cab, 4_door second; hatch, single_cab third." Other styles follow, by name.
 */
export const BODY_STYLE_RANKS: Record<string, number> = {
  wagon: 0,
  dual_cab: 0,
  '2_door': 0,
  sedan: 1,
  extra_cab: 1,
  '4_door': 1,
  hatch: 2,
  single_cab: 2,
}

/** The page of a model list, and of the order enquiry (finance §2 "Model pages"). */
export const MODELS_PATH = '/models'
export const ORDER_NOW_PATH = '/models/order-now'

/** A colour as the picker reads it (finance §3 Colour: name, photo_url, hexCode, oem_id, model_variant_name). */
export type ModelColour = {
  name: string
  hex_code: string | null
  oem_id: string | null
  model_variant_name: string | null
  photo: { url: string; alt: string } | null
}

/** spec: finance §2 "/models?body={manufacturer body, lower-cased, spaces replaced by hyphens}". */
/**
 * Every body type a model is listed under (stock §3 "Model (catalogue): manufacturer_body,
 * manufacturer_body2, manufacturer_body3"): its first, second and third, each once, blanks left out.
 */
export function modelBodies(m: {
  manufacturer_body?: string | null
  manufacturer_body2?: string | null
  manufacturer_body3?: string | null
}): string[] {
  const bodies = [m.manufacturer_body, m.manufacturer_body2, m.manufacturer_body3].map((b) => b?.trim() ?? '')
  return [...new Set(bodies.filter(Boolean))]
}

export const bodyParam = (body: string) => body.trim().toLowerCase().replace(/\s+/g, '-')

export const modelsHref = (body?: string | null) =>
  body ? `${MODELS_PATH}?body=${encodeURIComponent(bodyParam(body))}` : MODELS_PATH

export const modelHref = (slug: string) => `${MODELS_PATH}/${slug}`

/** spec: finance §2 "/models/order-now?model_id={slug}&model_name={name}&vehicle={variant full name}". */
export function orderNowHref(model: { slug: string; name: string }, vehicle?: string | null): string {
  const q = new URLSearchParams({ model_id: model.slug, model_name: model.name })
  if (vehicle) q.set('vehicle', vehicle)
  return `${ORDER_NOW_PATH}?${q.toString()}`
}

/** spec: finance §3 "status (coming_soon … drives an 'ALL-NEW' prefix)". */
export const modelTitle = (model: { name: string; status?: ModelStatus | null }) =>
  model.status === 'coming_soon' ? `${ALL_NEW_PREFIX} ${model.name}` : model.name

/** spec: finance §9 "Model blurb 75 characters"; an ellipsis marks the cut. */
export function modelBlurb(text: string | null | undefined): string {
  const t = (text ?? '').trim()
  return t.length <= MODEL_BLURB_CHARS ? t : `${t.slice(0, MODEL_BLURB_CHARS).trimEnd()}…`
}

/**
 * spec: finance §2 "slider when there are more than 2 variants, otherwise a grid"; §9 "arrows at 4
 * or more".
 */
export function variantLayout(count: number): { kind: 'slider' | 'grid'; arrows: boolean } {
  return count > VARIANT_SLIDER_ABOVE
    ? { kind: 'slider', arrows: count >= VARIANT_ARROWS_FROM }
    : { kind: 'grid', arrows: false }
}

/** spec: finance §4 "The selected variant tab filters the colours"; a colour naming no variant suits them all. */
export const coloursOfVariant = <C extends Pick<ModelColour, 'model_variant_name'>>(
  colours: C[],
  variant: string | null,
) => (variant === null ? colours : colours.filter((c) => !c.model_variant_name || c.model_variant_name === variant))

/** A colour's body style: its oem_id's style code (finance §3 "Body styles are ordered by oem_id"). */
export const bodyStyleOf = (colour: Pick<ModelColour, 'oem_id'>): string | null => {
  const code = slugify(colour.oem_id ?? '').replace(/-/g, '_')
  return code || null
}

const rank = (style: string) => BODY_STYLE_RANKS[style] ?? Object.keys(BODY_STYLE_RANKS).length

/** spec: finance §3 "wagon, dual_cab, 2_door first; sedan, extra_cab, 4_door second; hatch, single_cab third". */
export const byBodyStyle = (a: string, b: string) => rank(a) - rank(b) || a.localeCompare(b)

/**
 * The second tab row by body style: spec finance §4 "With 3 or more distinct body styles and more
 * than 15 colours, a second tab row by body style appears"; empty when it does not.
 */
export function bodyStyleTabs(colours: Pick<ModelColour, 'oem_id'>[]): string[] {
  const styles = [...new Set(colours.map(bodyStyleOf).filter((s): s is string => s !== null))].sort(byBodyStyle)
  return styles.length >= BODY_STYLE_TABS_MIN_STYLES && colours.length > BODY_STYLE_TABS_ABOVE_COLOURS ? styles : []
}

/** A body-style code as a tab label: 'dual_cab' → 'Dual Cab', '2_door' → '2 Door'. */
export const bodyStyleLabel = (style: string) =>
  style
    .split('_')
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ')

/** The drive-away price range of a variant, '$45,990' or '$45,990 – $48,500' (finance §3 dap_min_price, dap_max_price). */
export function driveAwayRange(min: number | null | undefined, max: number | null | undefined): string | null {
  const fmt = (n: number) => formatPrice(n)
  const lo = typeof min === 'number' && min > 0 ? min : null
  const hi = typeof max === 'number' && max > 0 ? max : null
  if (lo === null && hi === null) return null
  if (lo === null || hi === null || lo === hi) return fmt((lo ?? hi)!)
  return `${fmt(Math.min(lo, hi))} – ${fmt(Math.max(lo, hi))}`
}

/**
 * The "New Vehicles" dropdown, generated from the models of the site's makes (docs/features/content.md "Add a
 * model"): a link per model shown on the site, by make then the catalogue's order; a make's models
 * page when the site sells several makes.
 */
export function newVehiclesMenuLinks(
  models: { name: string; slug: string; status?: ModelStatus | null; make: string }[],
): { label: string; url: string }[] {
  const shown = models.filter((m) => m.status !== 'hidden')
  const makes = new Set(shown.map((m) => m.make))
  return shown.map((m) => ({
    label: makes.size > 1 ? `${m.make} ${modelTitle(m)}` : modelTitle(m),
    url: modelHref(m.slug),
  }))
}

/**
 * What the colour picker shows for a chosen variant and body style: the variant's colours (finance
 * §4), the body-style tabs when they appear, and the colours of the chosen style (the first tab
 * when none or an unknown one is chosen).
 */
export function colourPickerView<C extends Pick<ModelColour, 'oem_id' | 'model_variant_name'>>(
  colours: C[],
  variant: string | null,
  style: string | null,
) {
  const ofVariant = coloursOfVariant(colours, variant)
  const styles = bodyStyleTabs(ofVariant)
  const chosen = styles.length ? (style && styles.includes(style) ? style : styles[0]!) : null
  return { styles, style: chosen, shown: chosen ? ofVariant.filter((c) => bodyStyleOf(c) === chosen) : ofVariant }
}

/**
 * The stock model a model page's "View stock" link searches: the stock label that is the page's name,
 * else the longest that begins it ('Corolla Sedan' → 'Corolla'), else null (the make's new cars).
 */
export function stockModelLabel(pageName: string, stockLabels: Iterable<string>): string | null {
  const name = pageName.trim().toLowerCase()
  let best: string | null = null
  for (const label of stockLabels) {
    const l = label.trim().toLowerCase()
    if (l === name) return label
    if (name.startsWith(`${l} `) && (!best || label.length > best.length)) best = label
  }
  return best
}
