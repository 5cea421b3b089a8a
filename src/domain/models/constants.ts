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
