import { itemNoun, resultsItemType } from '@/domain/cars/item-noun'
import { carTypeLabel, type UsedLabel } from '@/domain/cars/labels'
import { CAR_TYPES, type CarType } from '@/domain/cars/vocabulary'

type HeadingState = {
  refinements: { car_type?: string[]; make?: string[]; model?: string[]; body?: string[]; item_type?: string[] }
  text?: string
}

/**
 * The results page heading, e.g. 'Used Toyota Corolla cars for sale' or 'New & Demo cars for sale';
 * 'Used caravans for sale' when the results are caravans only (`itemTypes`: the item_type facet).
 */
export function searchHeading(
  state: HeadingState,
  options: {
    usedLabel?: UsedLabel
    dealershipName?: string
    itemTypes?: readonly { value: string; count: number }[]
  } = {},
): string {
  // The noun comes from what the results hold (caravans are not cars; docs/features/search.md "Search"): the item
  // type the search is refined to, else the one item type the results' item_type facet counts, as
  // the count does.
  const noun = itemNoun(resultsItemType(state.refinements.item_type, options.itemTypes), 2)
  if (options.dealershipName) return `${capitalise(noun)} for sale at ${options.dealershipName}`
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
  return `${parts.length ? parts.join(' ') : 'New, used and demo'} ${noun} for sale`
}

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)
