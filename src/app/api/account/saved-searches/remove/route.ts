import { deleteSavedSearch } from '@/data/search/saved-searches'
import { SavedSearchIdBody } from '@/forms/account-schema'
import { apiError } from '@/http/api-error'
import { slide, withSession } from '@/http/customer-cookie'
import { withCustomer } from '@/http/customer-route'

const MAX_BODY_BYTES = 512

/**
 * POST /api/account/saved-searches/remove {id} — deletes one of the signed-in shopper's saved searches on
 * this site. Another shopper's (or tenant's) search looks exactly like a missing one.
 *   200 {ok} · 400 · 401 sign_in_required · 404 not_found · 413 · 429 · 503
 */
export const POST = withCustomer(
  {
    body: {
      maxBytes: MAX_BODY_BYTES,
      schema: SavedSearchIdBody,
      messages: 'Send a JSON body with the id of the saved search.',
    },
    signIn: 'Please sign in to manage your saved searches.',
    failure: {
      what: 'saved searches: delete',
      message: 'We could not delete your saved search just now. Please try again in a moment.',
    },
    limit: { perIp: 'savedSearchPerIp', perSite: 'savedSearchPerSite' },
  },
  async (_request, site, customer, body) => {
    if (!(await deleteSavedSearch(site, customer.id, body.id)))
      return apiError(404, 'not_found', 'We could not find that saved search.')
    return withSession({ ok: true }, slide(site, customer))
  },
)
