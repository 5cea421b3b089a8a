/** spec: stock §3 Car "car_type (new, demo, used)" — also the facet order (stock §9). */
export const CAR_TYPES = ['new', 'demo', 'used'] as const
export type CarType = (typeof CAR_TYPES)[number]

/** spec: stock §3 Car "status (in_stock, coming_soon, sold; others not shown)" */
export const CAR_STATUSES = ['in_stock', 'coming_soon', 'sold'] as const
export type CarStatus = (typeof CAR_STATUSES)[number]

/** The statuses staff can set: the shown ones, and withdrawn (a car a full stock feed no longer lists; not shown). */
export const CAR_ADMIN_STATUSES = [...CAR_STATUSES, 'withdrawn'] as const

/** The words staff read for each status (the admin, imports and reports). */
export const CAR_STATUS_WORDS: Record<(typeof CAR_ADMIN_STATUSES)[number], string> = {
  in_stock: 'In stock',
  coming_soon: 'Coming soon',
  sold: 'Sold',
  withdrawn: 'Withdrawn',
}

/** What kind of stock item; caravans get their specifications group (stock §3). */
export const ITEM_TYPES = ['car', 'caravan', 'motorcycle', 'truck'] as const
export type ItemType = (typeof ITEM_TYPES)[number]

/** How a price is quoted in Australia. */
export const PRICE_TYPES = ['drive_away', 'excl_government_charges', 'negotiable'] as const
