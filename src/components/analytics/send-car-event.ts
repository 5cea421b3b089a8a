import { api } from '@/http/client'

/** Sends a car's analytics event {car_slug} from the browser (a beacon, failure a warning only). */
export const sendCarEvent = (event: 'event-calculator' | 'event-favourite', carSlug: string) =>
  api.beacon(event, { car_slug: carSlug })
