import { watchlistCall } from '@/http/watchlist-route'

/** POST /api/watchlist/remove-car {car_id} (stock §7); see src/http/watchlist-route.ts. */
export const POST = (request: Request) => watchlistCall(request, false)
