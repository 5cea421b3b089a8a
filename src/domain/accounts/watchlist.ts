/**
 * spec: stock §6 "A sold car can be saved only if it is already saved; otherwise there is no save
 * button." One rule for the button (vehicle page and cards) and the server's save call: a car that
 * is not for sale keeps its watchlist button only while it is in the shopper's watchlist.
 */
export const watchlistButtonFor = (car: { forSale: boolean }, saved: boolean): boolean => car.forSale || saved

/**
 * spec: finance §9 "Toast: one at a time, removal delay 1000000 ms": the watchlist toast stays until
 * the shopper dismisses it (it is removed on its own only after this long, about 17 minutes).
 */
export const WATCHLIST_TOAST_REMOVE_DELAY_MS = 1_000_000
