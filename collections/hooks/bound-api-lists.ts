import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { isSuperAdminUser } from '@/access/roles'

/** The most documents one REST or GraphQL list returns to anyone but a super-admin (docs/features/security.md "Walls"). */
export const API_LIST_MAX = 100

/**
 * Payload's GraphQL complexity cap counts fields, not rows, and REST takes any `limit`: one request
 * with `limit=100000` (or 150 GraphQL aliases of it) held the event loop for minutes. Every list
 * that comes over REST or GraphQL is capped at API_LIST_MAX rows, and an unpaginated list
 * (`pagination=false`, or `limit=0`, which Payload reads as "all") is for super-admins only.
 * Local API calls (src/data, the admin's server components) set their own limits.
 */
type Where = { id?: { in?: unknown }; and?: Where[] } | undefined

/**
 * A query for listed ids (`id in [...]`, alone or in an `and`): Payload's own relationship loader
 * and upload validation read related documents that way, unpaginated, and the ids bound the rows.
 */
const byListedIds = (where: Where): boolean =>
  Array.isArray(where?.id?.in) || (Array.isArray(where?.and) && where.and.some(byListedIds))

export const boundApiLists: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'read' && operation !== 'readDistinct') return args
  // A nested local call inside a REST request carries that request's `req`, and sets overrideAccess.
  const list = args as { limit?: unknown; pagination?: unknown; overrideAccess?: boolean; where?: Where }
  if (
    req.payloadAPI === 'local' ||
    list.overrideAccess === true ||
    isSuperAdminUser(req.user) ||
    byListedIds(list.where)
  )
    return args
  if (list.pagination === false || String(list.pagination) === 'false') {
    throw new APIError('Lists are paginated: pagination=false is for super-admins only.', 403, undefined, true)
  }
  if (list.limit === undefined || list.limit === null) return args
  const limit = Number(list.limit)
  return Number.isInteger(limit) && limit > 0 && limit <= API_LIST_MAX ? args : { ...args, limit: API_LIST_MAX }
}
