import { z } from 'zod'

import { mobilePhone, verificationCode } from './verification-schema'

const required = 'This is a required field.'

/** POST /api/account/sign-in: the phone and the code texted to it (finance §7 "verify phone and token"). */
export const SignInBody = z.object({ phone: mobilePhone, code: verificationCode })

/** POST /api/account/register: first sign-in on this tenant, with the proof /api/account/sign-in gave. */
export const RegisterBody = z.object({
  phone: mobilePhone,
  verification: z.string().trim().min(1, required).max(200),
  name: z.string({ error: required }).trim().min(1, required).max(80),
  last_name: z.string({ error: required }).trim().min(1, required).max(80),
  email: z.email({ error: 'Please enter a valid email address.' }).trim().max(200),
})

/** POST /api/watchlist/save-car and /remove-car (stock §7: phone_number, car_id). The session decides who. */
export const WatchlistBody = z.object({
  car_id: z.union([z.string().trim().min(1).max(120), z.number().int().positive()]),
  phone_number: z.string().max(32).optional(),
})
