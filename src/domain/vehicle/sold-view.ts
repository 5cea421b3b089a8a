import { itemNoun } from '@/domain/cars/item-noun'

/** The word for the stock item in the SOLD messages (stock §2 "{vehicle type}"). */
export const vehicleTypeWord = (itemType: string | null | undefined): string => itemNoun(itemType)

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
