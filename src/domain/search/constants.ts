/** spec: stock §9 "Displayed count is capped at a configured stock total when hits exceed 1999." */
export const DISPLAY_COUNT_THRESHOLD = 1999

/** spec: stock §2 "Price range slider: min 5000, max 250000, step 500; the two thumbs stay at least 1 apart" */
export const PRICE_SLIDER = { min: 5000, max: 250_000, step: 500, minDistance: 1 } as const

/** spec: stock §2 "Popular makes group shows the first 20, then all makes." (finance §9 too) */
export const POPULAR_MAKES_COUNT = 20
