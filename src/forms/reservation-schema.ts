import { z } from 'zod'

/**
 * POST /api/reserve (docs/features/reservations.md "Reserve and online purchase, and payments"): reserve a car of this
 * site, optionally with the online purchase choices of /checkout-journey. One schema for the client
 * form and the server.
 */
export const ReservationBody = z.object({
  car_slug: z.string().trim().min(1, 'Which car?').max(200),
  trade_in: z.boolean().optional(),
  finance: z.boolean().optional(),
  handover: z.enum(['pickup', 'delivery']).optional(),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'Please enter a 4-digit postcode.')
    .optional(),
})
export type ReservationBodyInput = z.infer<typeof ReservationBody>
