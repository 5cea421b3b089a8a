/**
 * spec: stock §6 "A sold car can be saved only if it is already saved; otherwise there is no save
 * button." One rule for the button (vehicle page and cards) and the server's save call: a car that
 * is not for sale keeps its watchlist button only while it is in the shopper's watchlist.
 */
export const watchlistButtonFor = (car: { forSale: boolean }, saved: boolean): boolean => car.forSale || saved
