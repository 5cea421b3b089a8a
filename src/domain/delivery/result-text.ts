import { formatDistance } from '@/domain/locations/distance'
import { formatPrice } from '@/domain/pricing/format'

import type { DeliveryEstimate } from './estimate'

/** The calculator's answer (stock §4 delivery calculator result): a $0 estimate reads as free delivery. */
export function deliveryResultText({ name, price, distance }: DeliveryEstimate): string {
  const text = price > 0 ? `Delivery to ${name}: ${formatPrice(price)}` : `Free delivery to ${name}`
  return distance ? `${text} (about ${formatDistance(distance.km)} from ${distance.from})` : text
}
