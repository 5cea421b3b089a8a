import type { ItemType } from '@/domain/cars/vocabulary'

/** The word for the stock item in the SOLD messages (stock §2 "{vehicle type}"). */
const TYPE_WORDS: Record<ItemType, string> = { car: 'car', caravan: 'caravan', motorcycle: 'motorcycle', truck: 'truck' }

/** 'caravan', 'motorcycle', 'truck'; 'car' for cars and anything unknown. */
export const vehicleTypeWord = (itemType: string | null | undefined): string =>
  itemType && Object.hasOwn(TYPE_WORDS, itemType) ? TYPE_WORDS[itemType as ItemType] : TYPE_WORDS.car

export type SoldMessages = { heading: string; sorry: string; help: string; action: string }

/**
 * spec: stock §2 "Sold cars show 'SOLD', 'Unfortunately this {vehicle type} recently sold.', 'But
 * don't worry, we can help you find a similar {vehicle type}!' and a 'Find Me Something Similar'
 * enquiry button." Verbatim.
 */
export function soldMessages(itemType: string | null | undefined): SoldMessages {
  const type = vehicleTypeWord(itemType)
  return {
    heading: 'SOLD',
    sorry: `Unfortunately this ${type} recently sold.`,
    help: `But don't worry, we can help you find a similar ${type}!`,
    action: 'Find Me Something Similar',
  }
}
