import { saveSearch } from '@/data/search/saved-searches'
import { SAVED_SEARCH_MESSAGES } from '@/domain/accounts/saved-search'
import { SaveSearchBody } from '@/forms/account-schema'
import { apiError } from '@/http/api-error'
import { slide, withSession } from '@/http/customer-cookie'
import { withCustomer } from '@/http/customer-route'

const MAX_BODY_BYTES = 4096

/**
 * POST /api/account/saved-searches {url} — saves the results address the signed-in shopper is looking at
 * (docs/features/accounts.md "Saved searches with alerts"), read by the search's own parser.
 *   200 {ok, id, already, message} · 400 invalid_body | not_search · 401 sign_in_required
 *   409 full · 413 · 429 · 503
 */
export const POST = withCustomer(
  {
    body: {
      maxBytes: MAX_BODY_BYTES,
      schema: SaveSearchBody,
      messages: 'Send a JSON body with the url of the results page.',
    },
    signIn: SAVED_SEARCH_MESSAGES.signIn,
    failure: {
      what: 'saved searches: save',
      message: 'We could not save your search just now. Please try again in a moment.',
    },
    limit: { perIp: 'savedSearchPerIp', perSite: 'savedSearchPerSite' },
  },
  async (_request, site, customer, body) => {
    const saved = await saveSearch(site, customer.id, body.url)
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
  },
)
