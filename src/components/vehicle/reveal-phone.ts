import { api } from '@/http/client'

/**
 * A car's number (on its page, or on its printable page), or the site header's number (docs/features/phones-and-breakpoints.md
 * "Phones and breakpoints").
 */
export type RevealTarget = { car_id: number | string; source?: 'print_page' } | { source: 'header' }

/**
 * Logs a phone reveal for a car and answers its number (stock §4 "the click logs a reveal call, then
 * shows the number"; §7 "Phone-reveal log call"). A masked number is never in the page, so the number
 * comes from the reveal call. stock §8 "Phone reveal failure: console log only": a refused call
 * still shows the number when its answer carries one; null only when there is none to show.
 */
export async function revealPhone(carId: number | string | RevealTarget): Promise<string | null> {
  const target = typeof carId === 'object' ? carId : { car_id: carId }
  const res = await api.call('phone-reveal', target)
  if (res.status === 0) {
    console.error('Phone reveal log failed', new Error('no answer'))
    return null
  }
  if (!res.ok) console.error(`Phone reveal log failed: ${res.status}`)
  const body = (res.ok ? res.data : res.body) as { phone?: unknown } | null
  return typeof body?.phone === 'string' && body.phone ? body.phone : null
}
