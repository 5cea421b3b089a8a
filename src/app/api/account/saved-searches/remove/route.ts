import { deleteSavedSearch } from '@/data/saved-searches'
import { SavedSearchIdBody } from '@/forms/account-schema'
import { apiError, unavailable } from '@/http/api-error'
import { customerOfRequest, slide, withSession } from '@/http/customer-cookie'
import { readJson } from '@/http/read-json'
import { withSite } from '@/http/site-route'

const MAX_BODY_BYTES = 512

/**
 * POST /api/account/saved-searches/remove {id} — deletes one of the signed-in shopper's saved searches on
 * this site. Another shopper's (or tenant's) search looks exactly like a missing one.
 *   200 {ok} · 400 · 401 sign_in_required · 404 not_found · 413 · 429 · 503
 */
export const POST = withSite(
  async (request, site) => {
    const body = await readJson(request, {
      maxBytes: MAX_BODY_BYTES,
      schema: SavedSearchIdBody,
      messages: 'Send a JSON body with the id of the saved search.',
    })
    if (!body.ok) return body.response
    try {
      const customer = await customerOfRequest(site, request)
      if (!customer) return apiError(401, 'sign_in_required', 'Please sign in to manage your saved searches.')
      if (!(await deleteSavedSearch(site, customer.id, body.data.id)))
        return apiError(404, 'not_found', 'We could not find that saved search.')
      return withSession({ ok: true }, slide(site, customer))
    } catch (err) {
      console.error(`saved searches: delete on site ${site.slug} failed`, err)
      return unavailable('unavailable', 'We could not delete your saved search just now. Please try again in a moment.')
    }
  },
  { limit: { perIp: 'savedSearchPerIp', perSite: 'savedSearchPerSite' } },
)
