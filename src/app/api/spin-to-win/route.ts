import { spinTheWheel } from '@/data/content/spin-to-win'
import { SPIN_MESSAGES } from '@/domain/promo/spin-to-win'
import { SpinBody } from '@/forms/account-schema'
import { apiError } from '@/http/api-error'
import { slide, withSession } from '@/http/customer-cookie'
import { withCustomer } from '@/http/customer-route'
import { idempotencyKeyReused, leadKey } from '@/http/lead-answer'

const MAX_BODY_BYTES = 512

/**
 * POST /api/spin-to-win {campaign_id} (one spin per account per campaign, the result stored as
 * a lead; docs/features/accounts.md "Shopper accounts and gating"): the signed-in shopper spins the site's open
 * campaign once. A retry under the same Idempotency-Key is answered the first try's spin (docs/features/security.md
 * "Idempotent leads").
 *   200 {ok, prize, won} · 400 · 401 sign_in_required · 404 closed (no such open campaign on this
 *   site) · 409 already_spun {prize, won} · 413 · 422 idempotency_key_reused · 429 · 503
 */
export const POST = withCustomer(
  {
    body: {
      maxBytes: MAX_BODY_BYTES,
      schema: SpinBody,
      messages: 'Send a JSON body with the campaign_id of the wheel.',
    },
    signIn: SPIN_MESSAGES.signIn,
    failure: { what: 'spin to win: a spin', message: SPIN_MESSAGES.failed },
    limit: { perIp: 'spinPerIp', perSite: 'spinPerSite' },
  },
  async (request, site, customer, body) => {
    const key = leadKey(request)
    if (!key.ok) return key.response
    const result = await spinTheWheel(site, customer, body.campaign_id, { idempotency: key.claim(body) })
    if (!result.ok && result.reason === 'closed') return apiError(404, 'closed', SPIN_MESSAGES.closed)
    if (!result.ok && result.reason === 'key_reused') return idempotencyKeyReused()
    if (!result.ok)
      return Response.json(
        {
          error: { code: 'already_spun', message: SPIN_MESSAGES.already },
          prize: result.spin?.prize ?? null,
          won: result.spin?.won ?? false,
        },
        { status: 409, headers: { 'cache-control': 'no-store' } },
      )
    return withSession({ ok: true, prize: result.prize, won: result.won }, slide(site, customer))
  },
)
