/**
 * Delivery estimates per tenant (stock §5 delivery calculator): Australia Post postcode ranges and
 * a price per region, dearer further from the dealer. Western Australia (6000-6999) and most of
 * the country are deliberately uncovered, so the calculator's "no estimate" message can be seen.
 * Pure data: tests may import this file.
 */
export type DeliveryEstimatePlan = {
  name: string
  postcode_from: number
  postcode_to: number
  price: number
  /** Limited to one dealership of the tenant (its slug); otherwise any. */
  dealership?: string
}

const range = (
  name: string,
  postcode_from: number,
  postcode_to: number,
  price: number,
  dealership?: string,
): DeliveryEstimatePlan => ({
  name,
  postcode_from,
  postcode_to,
  price,
  ...(dealership ? { dealership } : {}),
})

/** From a Sydney dealer: free in the metro area, then by distance. */
const FROM_SYDNEY: DeliveryEstimatePlan[] = [
  range('Sydney Metro', 2000, 2234, 0),
  range('Central Coast & Hunter', 2250, 2499, 450),
  range('Illawarra', 2500, 2534, 150),
  range('South Coast', 2535, 2551, 350),
  range('Canberra', 2600, 2618, 650),
  range('Blue Mountains & Western Sydney', 2745, 2786, 250),
  range('Melbourne', 3000, 3207, 950),
  range('Brisbane', 4000, 4179, 900),
  range('Adelaide', 5000, 5199, 1_600),
  range('Hobart', 7000, 7099, 1_900),
  range('Darwin', 800, 899, 2_800),
]

export const DELIVERY_ESTIMATES: Record<string, DeliveryEstimatePlan[]> = {
  'harbourside-toyota': FROM_SYDNEY,
  'southern-cross-motor-group': [
    ...FROM_SYDNEY,
    // The Illawarra dealers deliver locally for free; the rest of the group charges the regional rate.
    range('Illawarra (local delivery)', 2500, 2534, 0, 'wollongong-mazda'),
    range('Illawarra (local delivery)', 2500, 2534, 0, 'albion-park-subaru'),
  ],
  // Caravans are towed or trucked: fewer regions, dearer.
  'outback-rv-4x4': [
    range('Darling Downs', 4350, 4499, 0),
    range('Brisbane', 4000, 4179, 450),
    range('Gold Coast', 4207, 4230, 650),
    range('Sunshine Coast', 4550, 4575, 700),
    range('Sydney Metro', 2000, 2234, 1_800),
  ],
}
