import { PRICE_SLIDER } from './constants'

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
