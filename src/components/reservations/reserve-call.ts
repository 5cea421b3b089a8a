import { postJson } from '@/components/forms/post-json'
import { ReservationBody, type ReservationBodyInput } from '@/forms/reservation-schema'

export type ReserveOutcome = { ok: true; redirect: string } | { ok: false; message: string }

/** POSTs /api/reserve with the shared schema checked first; client-safe. */
export async function reserve(input: ReservationBodyInput): Promise<ReserveOutcome> {
  const parsed = ReservationBody.safeParse(input)
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'Please check your details.' }
  try {
    const res = await postJson('/api/reserve', parsed.data)
    const json = (res.json ?? {}) as { redirect?: string; error?: { message?: string } }
    if (res.ok && json.redirect) return { ok: true, redirect: json.redirect }
    return { ok: false, message: json.error?.message ?? 'An unexpected error occured' }
  } catch {
    return { ok: false, message: 'We could not reach the dealership. Please check your connection and try again.' }
  }
}
