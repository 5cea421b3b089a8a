import { saveSearch } from '@/data/saved-searches'
import { SAVED_SEARCH_MESSAGES } from '@/domain/accounts/saved-search'
import { SaveSearchBody } from '@/forms/account-schema'
import { apiError, unavailable } from '@/http/api-error'
import { customerOfRequest, slide, withSession } from '@/http/customer-cookie'
import { readJson } from '@/http/read-json'
import { withSite } from '@/http/site-route'

const MAX_BODY_BYTES = 4096

/**
 * POST /api/account/saved-searches {url} — saves the results address the signed-in shopper is looking at
 * (issue 13 §3 "Saved searches with alerts"), read by the search's own parser.
 *   200 {ok, id, already, message} · 400 invalid_body | not_search · 401 sign_in_required
 *   409 full · 413 · 429 · 503
 */
export const POST = withSite(
  async (request, site) => {
    const body = await readJson(request, {
      maxBytes: MAX_BODY_BYTES,
      schema: SaveSearchBody,
      messages: 'Send a JSON body with the url of the results page.',
    })
    if (!body.ok) return body.response
    try {
      const customer = await customerOfRequest(site, request)
      if (!customer) return apiError(401, 'sign_in_required', SAVED_SEARCH_MESSAGES.signIn)
      const saved = await saveSearch(site, customer.id, body.data.url)
      if (!saved.ok)
        return saved.reason === 'full'
          ? apiError(409, 'full', SAVED_SEARCH_MESSAGES.full)
          : apiError(400, 'not_search', SAVED_SEARCH_MESSAGES.notSearch, { url: SAVED_SEARCH_MESSAGES.notSearch })
      return withSession(
        {
          ok: true,
          id: saved.id,
          already: saved.already,
          message: saved.already ? SAVED_SEARCH_MESSAGES.already : SAVED_SEARCH_MESSAGES.saved,
        },
        slide(site, customer),
      )
    } catch (err) {
      console.error(`saved searches: save on site ${site.slug} failed`, err)
      return unavailable('unavailable', 'We could not save your search just now. Please try again in a moment.')
    }
  },
  { limit: { perIp: 'savedSearchPerIp', perSite: 'savedSearchPerSite' } },
)
