import { NextResponse } from 'next/server'
import { getPayload } from 'payload'

import { isSuperAdminUser } from '@/access/roles'
import { normalisePhone } from '@/domain/leads/phone'
import { apiError } from '@/http/api-error'
import { isDevelopmentSms, readOutbox } from '@/integrations/sms'
import config from '@payload-config'

/**
 * GET /api/sms-outbox?to= — the development transport's outbox (src/integrations/sms/development.ts),
 * newest first: what e2e tests and a developer read instead of a phone. Super-admins only, and only
 * while the development transport is the one in use; with a real gateway it answers 404.
 */
export async function GET(request: Request) {
  if (!isDevelopmentSms()) return apiError(404, 'not_found', 'There is no development SMS outbox here.')
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  if (!isSuperAdminUser(user)) return apiError(403, 'forbidden', 'The SMS outbox is for super-admins.')
  const to = new URL(request.url).searchParams.get('to')
  return NextResponse.json(
    { messages: readOutbox(to ? normalisePhone(to) : undefined) },
    { headers: { 'cache-control': 'no-store' } },
  )
}
