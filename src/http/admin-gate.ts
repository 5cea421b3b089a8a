import { isAdminHost } from '../../tenants/admin-hosts'
import { apiError } from './api-error'
import { isCrossSiteCookieWrite } from './csrf'
import { unreadableWriteBody, wellFormedGraphql } from './payload-request-shape'

/** Upload files (`/api/{collection}/file/{name}`) are public on every host: site pages show them. */
const UPLOAD_FILE = /^\/api\/[a-z0-9-]+\/file\/[^/]+$/

const isUploadFileRead = (request: Request) =>
  (request.method === 'GET' || request.method === 'HEAD') && UPLOAD_FILE.test(new URL(request.url).pathname)

/**
 * Wraps a Payload REST or GraphQL handler (docs/features/security.md "`ADMIN_HOSTS`", "Headers, CSP and CSRF"):
 * Payload answers only on the admin hosts (ADMIN_HOSTS) — a dealer's site host gets the site's 404,
 * except for upload files — and a write riding on the staff cookie must come from the same origin.
 */
export function adminApi<C>(handler: (request: Request, context: C) => Promise<Response>) {
  return async (request: Request, context: C): Promise<Response> => {
    if (!isAdminHost(request.headers.get('host')) && !isUploadFileRead(request)) {
      return apiError(404, 'not_found', 'There is nothing at this address.')
    }
    if (isCrossSiteCookieWrite(request)) {
      return apiError(403, 'cross_site_request', 'This change was sent from another website and was refused.')
    }
    return handler(request, context)
  }
}

/** Payload's REST routes: the admin gate, then a readable body for writes. */
export const adminRest = <C>(handler: (request: Request, context: C) => Promise<Response>) =>
  adminApi<C>(async (request, context) => unreadableWriteBody(request) ?? handler(request, context))

/** A GraphQL POST whose body is a well-formed document (400 otherwise); other methods pass. */
export const withWellFormedGraphql =
  <C>(handler: (request: Request, context: C) => Promise<Response>) =>
  async (request: Request, context: C): Promise<Response> => {
    if (request.method !== 'POST') return handler(request, context)
    const checked = await wellFormedGraphql(request)
    return 'response' in checked ? checked.response : handler(checked.request, context)
  }
