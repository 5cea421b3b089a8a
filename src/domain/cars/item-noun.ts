import { groupThousands } from '@/domain/text/number'

import { ITEM_TYPES, type ItemType } from './vocabulary'

/** The shopper's word for each kind of stock item (stock §2 "{vehicle type}"), singular and plural. */
const NOUNS: Record<ItemType, { one: string; many: string }> = {
  car: { one: 'car', many: 'cars' },
  caravan: { one: 'caravan', many: 'caravans' },
  motorcycle: { one: 'motorcycle', many: 'motorcycles' },
  truck: { one: 'truck', many: 'trucks' },
}

const isItemType = (v: string | null | undefined): v is ItemType =>
  typeof v === 'string' && (ITEM_TYPES as readonly string[]).includes(v)

/** 'caravan', 'motorcycle', 'truck'; 'car' for cars and anything unknown. */
export const itemNoun = (itemType: string | null | undefined, count = 1): string => {
  const noun = NOUNS[isItemType(itemType) ? itemType : 'car']
  return count === 1 ? noun.one : noun.many
}

/** '28 caravans', '1 car', '2,000 cars' (comma thousands, stock §9). */
export const countOf = (count: number, itemType: string | null | undefined): string =>
  `${groupThousands(count)} ${itemNoun(itemType, count)}`

/**
 * The one item type a set of results is made of, so counts and buttons can name it (caravans are
 * not cars; docs/features/search.md "Search"): the item type the search is refined to, else the only item type with
 * stock in the item_type facet; null when mixed or unknown (the spec's default noun, 'cars',
 * applies).
 */
export function resultsItemType(
  refined: readonly string[] | undefined,
  facet: readonly { value: string; count: number }[] | undefined,
): ItemType | null {
  if (refined?.length === 1) return isItemType(refined[0]) ? refined[0] : null
  const present = (facet ?? []).filter((f) => f.count > 0)
  const [only] = present
  return present.length === 1 && isItemType(only?.value) ? only.value : null
}

/** Item types with no engine: no fuel to cost (stock §5 fuel calculator). */
const WITHOUT_ENGINE: readonly ItemType[] = ['caravan']

export const hasEngine = (itemType: string | null | undefined): boolean =>
  !WITHOUT_ENGINE.includes(itemType as ItemType)

/**
 * The plural noun for a stock of items, from its item_type facet counts (each item type
 * has its own noun in counts and buttons; docs/features/search.md "Search"): 'caravans' for caravans only, 'cars &
 * caravans' for both (in ITEM_TYPES order), and the spec's 'cars' when nothing is counted.
 */
export function stockNoun(facet: readonly { value: string; count: number }[] | undefined): string {
  const present = ITEM_TYPES.filter((type) => (facet ?? []).some((f) => f.value === type && f.count > 0))
  return present.length ? present.map((type) => itemNoun(type, 2)).join(' & ') : itemNoun(null, 2)
}

/**
 * The test-drive button in the item type's words: a caravan has no engine to drive, so a shopper
 * books an inspection of it (the results heading already names caravans; docs/ARCHITECTURE.md "Search").
 */
export const testDriveWords = (itemType: string | null | undefined) =>
  hasEngine(itemType)
    ? ({ button: 'Book a Test Drive', submit: 'Book test drive' } as const)
    : ({ button: 'Book an Inspection', submit: 'Book inspection' } as const)
