import { ReservationBody, type ReservationBodyInput } from '@/forms/reservation-schema'
import { api } from '@/http/client'

export type ReserveOutcome = { ok: true; redirect: string } | { ok: false; message: string }

/** POSTs /api/reserve with the shared schema checked first; client-safe. */
export async function reserve(input: ReservationBodyInput): Promise<ReserveOutcome> {
  const parsed = ReservationBody.safeParse(input)
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please check your details.' }
  const res = await api.call('reserve', parsed.data)
  if (res.status === 0)
    return { ok: false, message: 'We could not reach the dealership. Please check your connection and try again.' }
  if (res.ok && res.data?.redirect) return { ok: true, redirect: res.data.redirect }
  return { ok: false, message: (res.ok ? null : res.message) ?? 'An unexpected error occured' }
}
