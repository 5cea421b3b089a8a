/** spec: stock §3 Car "car_type (new, demo, used)" — also the facet order (stock §9). */
export const CAR_TYPES = ['new', 'demo', 'used'] as const
export type CarType = (typeof CAR_TYPES)[number]

/** spec: stock §3 Car "status (in_stock, coming_soon, sold; others not shown)" */
export const CAR_STATUSES = ['in_stock', 'coming_soon', 'sold'] as const
export type CarStatus = (typeof CAR_STATUSES)[number]

/** What kind of stock item; caravans get their specifications group (stock §3). */
export const ITEM_TYPES = ['car', 'caravan', 'motorcycle', 'truck'] as const
export type ItemType = (typeof ITEM_TYPES)[number]

/** How a price is quoted in Australia. */
export const PRICE_TYPES = ['drive_away', 'excl_government_charges', 'negotiable'] as const
