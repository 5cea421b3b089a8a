import { ANALYTICS_EVENTS } from '@/domain/analytics/events'

import { carEventRoute } from '../car-event-route'

/**
 * POST /api/analytics/calculator {car_slug} — the vehicle page's finance calculator was first changed
 * (finance §4 "sends one analytics event (id 26) once only"). Answers 202 {ok: true}.
 */
export const POST = carEventRoute(ANALYTICS_EVENTS.calculatorChange)
