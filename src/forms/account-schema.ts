import { z } from 'zod'

import { codePhone, verificationCode } from './verification-schema'

const required = 'This is a required field.'

/** POST /api/account/sign-in: the phone and the code texted to it (finance §7 "verify phone and token"). */
export const signInBody = (landlines = false) => z.object({ phone: codePhone(landlines), code: verificationCode })

/** POST /api/account/register: first sign-in on this tenant, with the proof /api/account/sign-in gave. */
export const registerBody = (landlines = false) =>
  z.object({
    phone: codePhone(landlines),
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

/** The most favourites one merge takes (a device's list is short; the watchlist keeps 200). */
export const MERGE_MAX_CARS = 50

/**
 * POST /api/watchlist/merge: the browser's favourites, offered for the watchlist after sign-in
 * (docs/features/accounts.md "Shopper accounts and gating", "Favourites").
 */
export const WatchlistMergeBody = z.object({
  car_ids: z
    .array(z.union([z.string().trim().min(1).max(120), z.number().int().positive()]))
    .min(1, 'Choose at least one car.')
    .max(MERGE_MAX_CARS, `At most ${MERGE_MAX_CARS} cars at a time.`),
})

/** POST /api/account/saved-searches: the results address (path and query) the shopper is looking at. */
export const SaveSearchBody = z.object({ url: z.string({ error: required }).trim().min(1, required).max(2000) })

/** POST /api/account/saved-searches/remove: one of the shopper's saved searches. */
export const SavedSearchIdBody = z.object({
  id: z.union([z.string().trim().min(1).max(64), z.number().int().positive()]),
})

/** POST /api/account/saved-searches/unsubscribe: the token of the e-mail's link (no sign-in). */
export const UnsubscribeBody = z.object({ token: z.string({ error: required }).trim().min(1, required).max(200) })

/**
 * POST /api/spin-to-win: spin the wheel of the campaign the page showed (docs/features/accounts.md "Shopper accounts
 * and gating", "Spin to Win").
 */
export const SpinBody = z.object({
  campaign_id: z.union([z.string().trim().min(1).max(64), z.number().int().positive()]),
})
