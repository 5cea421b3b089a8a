import { itemNoun, resultsItemType } from '@/domain/cars/itemNoun'
import { carTypeLabel, type UsedLabel } from '@/domain/cars/labels'
import { CAR_TYPES, type CarType } from '@/domain/cars/vocabulary'

type HeadingState = {
  refinements: { car_type?: string[]; make?: string[]; model?: string[]; body?: string[]; item_type?: string[] }
  text?: string
}

/** The results page heading, e.g. 'Used Toyota Corolla cars for sale' or 'New & Demo cars for sale'. */
export function searchHeading(
  state: HeadingState,
  options: { usedLabel?: UsedLabel; dealershipName?: string } = {},
): string {
  if (options.dealershipName) return `Cars for sale at ${options.dealershipName}`
  const { car_type = [], make = [], model = [], body = [] } = state.refinements
  const types = CAR_TYPES.filter((t: CarType) => car_type.includes(t))
  const parts = [
    types.length && types.length < CAR_TYPES.length
      ? types.map((t) => carTypeLabel(t, options.usedLabel)).join(' & ')
      : null,
    make.length === 1 ? make[0] : null,
    make.length === 1 && model.length === 1 ? model[0] : null,
    body.length === 1 ? body[0] : null,
  ].filter(Boolean)
  // A search for one item type names it: 'Used caravans for sale' (issue 10 "Caravans are not cars").
  const noun = itemNoun(resultsItemType(state.refinements.item_type, undefined), 2)
  return `${parts.length ? parts.join(' ') : 'New, used and demo'} ${noun} for sale`
}
