import { z } from 'zod'
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi'

import { ApiErrorBody, type Contract, CONTRACTS } from './contracts'

const STATUS_TEXT: Record<number, string> = {
  400: 'The request is not valid: `error.fields` names each field and its message.',
  401: 'Sign in first (`sign_in_required`).',
  403: 'Not allowed: the phone is not verified, or the staff member may not.',
  404: 'No such site (the Host header), car, form or record on this site.',
  409: 'The state forbids it (sold, already done, full).',
  413: 'The body is too large.',
  415: 'The body must be JSON.',
  422: 'Understood but refused (a wrong code, an Idempotency-Key reused with another body).',
  429: 'Past a rate limit (`Retry-After`), or `challenge_required` with a proof-of-work challenge to solve.',
  502: "The lender's or SMS gateway's service failed.",
  503: 'The database or search engine is down for now (`Retry-After`): try again.',
}

const IdempotencyHeader = z.object({
  'idempotency-key': z.string().min(8).max(128).optional().meta({
    description:
      'One submission however often it is sent: a retry answers the first try (docs/features/security.md "Idempotent leads").',
  }),
})

const binary = (c: Contract) =>
  c.path.endsWith('/pdf') ? { 'application/pdf': { schema: { type: 'string' as const, format: 'binary' } } } : undefined

function operation(name: string, c: Contract): ZodOpenApiOperationObject {
  const isGet = c.method === 'GET'
  const success =
    c.response === 'binary'
      ? { description: c.status === 303 ? 'A redirect (Location) to the file.' : 'The file.', content: binary(c) }
      : { description: 'Success.', content: { 'application/json': { schema: c.response } } }
  const errors = Object.fromEntries(
    c.errors.map((status) => [
      String(status),
      { description: STATUS_TEXT[status] ?? 'An error.', content: { 'application/json': { schema: ApiErrorBody } } },
    ]),
  )
  return {
    operationId: name,
    summary: c.summary,
    tags: [c.path.split('/')[2] ?? 'api'],
    requestParams: {
      ...(c.params ? { path: c.params } : {}),
      ...(isGet && c.request ? { query: c.request as z.ZodObject } : {}),
      ...(c.idempotent ? { header: IdempotencyHeader } : {}),
    },
    ...(!isGet && c.request
      ? {
          requestBody: {
            required: true,
            content: { [c.beacon ? 'text/plain' : 'application/json']: { schema: c.request } },
          },
        }
      : {}),
    responses: { [String(c.status)]: success, ...errors },
  }
}

/** The public calls' contracts (staff calls are left out: docs/features/public-api.md). */
const publicContracts = () =>
  (Object.entries(CONTRACTS) as [string, Contract][]).filter(([, c]) => c.audience === 'public')

/**
 * The public API as an OpenAPI 3.1 document, made from the same zod schemas the routes check with
 * and the browser's typed client sends (src/http/contracts). It names no host and no secret: every
 * call answers for the site of the Host it is sent to.
 */
export function openApiDocument() {
  const paths: ZodOpenApiPathsObject = {}
  for (const [name, c] of publicContracts()) {
    const method = c.method.toLowerCase() as 'get' | 'post'
    paths[c.path] = { ...paths[c.path], [method]: operation(name, c) }
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Forecourt public API',
      version: '1',
      description:
        "The calls a dealer site's pages make, and an integrator may make, on a dealer site's own domain: " +
        'the site is the one of the Host header. Errors are `{ error: { code, message, fields? } }`. ' +
        'Staff-only and internal routes are not listed (docs/features/public-api.md).',
    },
    paths,
  })
}
