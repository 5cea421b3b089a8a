import { z } from 'zod'

import { LEAD_LIMITS } from '@/domain/leads/extras'
import { LEAD_ENDPOINT_MESSAGES as E } from '@/forms/lead-messages'
import { readJson } from '@/http/read-json'

/** A lead body is a JSON object; its fields are checked by the route's own schema after this. */
const JsonObject = z.record(z.string(), z.unknown())

/**
 * The body of a lead POST (`/api/enquiries`, `/api/custom-forms/{slug}`): JSON only, at most
 * LEAD_LIMITS.body bytes, an object, with the lead forms' messages (413 too_large,
 * 415 unsupported_media_type, 400 invalid_json with `fields.body`).
 */
export const readLeadJson = (request: Request) =>
  readJson(request, {
    maxBytes: LEAD_LIMITS.body,
    schema: JsonObject,
    requireJsonType: true,
    invalidCode: 'invalid_json',
    fields: () => ({ body: 'Not a JSON object.' }),
    messages: { invalid: E.badJson, unreadable: E.badJson, tooLarge: E.tooLarge, notJson: E.notJson },
  })
