import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'

import { STAFF_ROLES } from '@/access/roles'
import { inviteRefusal } from '@/access/staff-invite'
import { inviteStaff } from '@/data/admin/staff-invite'
import { payloadFieldError, payloadRouteError, readPayloadJson } from '@/http/payload-routes'
import { rateLimited } from '@/http/rate-limited'
import { rateLimits } from '@/limits/rate-limit'

/** A name, an address, a role and a tenant id: a few hundred bytes. */
const MAX_BODY_BYTES = 4096
const NOT_JSON = 'Send the invitation as JSON: name, email, role and tenant.'

const Body = z.object(
  {
    name: z
      .string({ error: 'Enter their name.' })
      .trim()
      .min(1, 'Enter their name.')
      .max(100, 'Keep the name under 100 characters.'),
    email: z
      .string({ error: 'Enter their e-mail address.' })
      .trim()
      .toLowerCase()
      .pipe(z.email('Enter a valid e-mail address, e.g. sam@dealer.com.au.').max(254)),
    role: z.enum(STAFF_ROLES, { error: `Choose a role: ${STAFF_ROLES.join(', ')}.` }),
    tenant: z.union([z.number().int().positive(), z.string().regex(/^[0-9a-f]{1,24}$/i)], {
      error: 'Choose the dealer (tenant) they work for.',
    }),
  },
  { error: NOT_JSON },
)

/**
 * POST /api/users/invite `{ name, email, role, tenant }` (docs/staff-guide.md "Branding, staff invitations
 * and password reset": staff are invited by e-mail and set their own password): a tenant-admin or
 * super-admin makes the account, and the invitee gets an e-mail with a link to
 * /admin/reset/{token}. Rate limited per inviter: each one sends mail.
 */
export const inviteStaffEndpoint: Endpoint = {
  path: '/invite',
  method: 'post',
  handler: async (req: PayloadRequest) => {
    if (!req.user) return payloadRouteError(401, 'unauthorised', 'Sign in as staff to invite someone.')
    const body = await readPayloadJson(req, {
      maxBytes: MAX_BODY_BYTES,
      schema: Body,
      messages: {
        invalid: (fields) => `Check the invitation: ${Object.values(fields).join(' ')}`,
        unreadable: NOT_JSON,
      },
    })
    if (!body.ok) return body.response
    const invite = body.data
    const refusal = inviteRefusal(req.user, invite)
    if (refusal) return payloadRouteError(refusal.status, refusal.code, refusal.message)
    const verdict = await rateLimits().consume('staffInvitePerUser', String(req.user.id))
    if (!verdict.ok) return rateLimited(verdict.retryAfterS)
    const outcome = await inviteStaff(req, invite)
    if (!outcome.ok) {
      const { status, code, message, field } = outcome
      return payloadFieldError(status, code, message, field ? { [field]: message } : undefined)
    }
    return Response.json(
      { user: outcome.user, message: `Invitation sent to ${outcome.user.email}.` },
      { status: 201, headers: { 'cache-control': 'no-store' } },
    )
  },
}
