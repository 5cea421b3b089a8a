import { sendEvent } from './send-event'

/** Sends a car's analytics event {car_slug} from the browser (sendEvent: a beacon, failure a warning only). */
export const sendCarEvent = (endpoint: '/api/analytics/calculator' | '/api/analytics/favourite', carSlug: string) =>
  sendEvent(endpoint, { car_slug: carSlug })
