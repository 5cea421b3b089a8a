import { ANALYTICS_EVENTS } from '@/domain/analytics/events'

import { carEventRoute } from '../car-event-route'

/**
 * POST /api/analytics/favourite {car_slug} — a shopper added a car to their favourites (finance §6
 * "Favourite toggles per car; adding logs analytics event 39"; stock §9 "39 favourite"). Answers 202.
 */
export const POST = carEventRoute(ANALYTICS_EVENTS.favourite)
