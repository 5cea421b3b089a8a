/** spec: stock §9 "Sold cars stay listed 3 days by default." */
export const DEFAULT_INCLUDE_SOLD_CARS_DAYS = 3
/** spec: stock §9 "New-arrival tag window: 8 days." */
export const NEW_ARRIVAL_DAYS = 8
