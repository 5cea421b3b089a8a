import { NextResponse } from 'next/server'

import { unsubscribeSavedSearch } from '@/data/search/saved-searches'
import { SAVED_SEARCH_MESSAGES } from '@/domain/accounts/saved-search'
import { UnsubscribeBody } from '@/forms/account-schema'
import { apiError, unavailable } from '@/http/api-error'
import { readJson } from '@/http/read-json'
import { withSite } from '@/http/site-route'

const MAX_BODY_BYTES = 512

/**
 * POST /api/account/saved-searches/unsubscribe {token} — stops a saved search's e-mails from the link in
 * one, without signing in (docs/features/accounts.md "Saved searches with alerts"). The token is signed; one of
 * another tenant is refused.
 *   200 {ok, label, message} · 400 invalid_body | invalid_token · 413 · 429 · 503
 */
export const POST = withSite(
  async (request, site) => {
    const body = await readJson(request, {
      maxBytes: MAX_BODY_BYTES,
      schema: UnsubscribeBody,
      messages: 'Send a JSON body with the token from the e-mail.',
    })
    if (!body.ok) return body.response
    try {
      const done = await unsubscribeSavedSearch(site, body.data.token)
      if (!done) return apiError(400, 'invalid_token', SAVED_SEARCH_MESSAGES.badLink)
      return NextResponse.json(
        { ok: true, label: done.label, message: SAVED_SEARCH_MESSAGES.unsubscribed },
        { headers: { 'cache-control': 'no-store' } },
      )
    } catch (err) {
      console.error(`saved searches: unsubscribe on site ${site.slug} failed`, err)
      return unavailable('unavailable', 'We could not update your e-mails just now. Please try again in a moment.')
    }
  },
  { limit: { perIp: 'savedSearchPerIp', perSite: 'savedSearchPerSite' } },
)
