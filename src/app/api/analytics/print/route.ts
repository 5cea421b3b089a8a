import { ANALYTICS_EVENTS } from '@/domain/analytics/events'

import { carEventRoute } from '../car-event-route'

/**
 * POST /api/analytics/print {car_slug} — the printable page of a car was opened (stock §9 "61
 * print"), sent by the sheet's beacon (pages write nothing while they render: docs/features/caching.md "Caching and
 * page weight"). Answers 202.
 */
export const POST = carEventRoute(ANALYTICS_EVENTS.print)
