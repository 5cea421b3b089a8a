/** spec: stock §2 "Price range slider: min 5000, max 250000, step 500; the two thumbs stay at least 1 apart" */
export const PRICE_SLIDER = { min: 5000, max: 250_000, step: 500, minDistance: 1 } as const

/**
 * The price range the slider asks for: only a thumb moved off its end bounds the search, so
 * 'Apply price' with untouched thumbs keeps $0 'Enquire for price' cars and cars above the
 * slider's top (stock §2 slider 5000–250000; range[price]=min: or :max is open-ended).
 */
export function sliderPriceRange(low: number, high: number): { min?: number; max?: number } | undefined {
  const min = low > PRICE_SLIDER.min ? low : undefined
  const max = high < PRICE_SLIDER.max ? high : undefined
  if (min === undefined && max === undefined) return undefined
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) }
}
