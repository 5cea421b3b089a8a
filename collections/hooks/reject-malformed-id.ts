import { type CollectionBeforeOperationHook, NotFound } from 'payload'

/**
 * `/api/media/abc` on a SQL database: Payload parses the id as a number (NaN) and the driver fails
 * the query with a 500 that logs the SQL: bad input must be a 4xx, never a 500. An id that is no
 * number is simply no document: 404.
 */
export const rejectMalformedId: CollectionBeforeOperationHook = ({ args, req }) => {
  const id = (args as { id?: unknown }).id
  if (typeof id === 'number' && !Number.isFinite(id)) throw new NotFound(req.t)
  return args
}
