import type { AsyncLocalStorage } from 'node:async_hooks'

/**
 * The id of the request being handled (docs/deploy.md "Operations"). The production server
 * (scripts/server.mjs, scripts/lib/request-id.mjs) decides it and runs the whole request inside an
 * AsyncLocalStorage it keeps on globalThis under this key, so every bundle reads the same one.
 * Outside that server (next dev, tests, a jobs worker) there is none. The server clears the id when
 * the response is done, so timers a request left behind (Payload's job runner starts on the first
 * request) do not write its id for ever.
 */
/** Set by the production server on every request (scripts/lib/request-id.mjs; a unit test keeps the two the same). */
export const REQUEST_ID_HEADER = 'x-request-id'

export const REQUEST_CONTEXT_KEY = Symbol.for('forecourt.request')
export type RequestContext = { id: string }

const holder = globalThis as unknown as { [REQUEST_CONTEXT_KEY]?: AsyncLocalStorage<RequestContext> }

export const currentRequestId = (): string | undefined => holder[REQUEST_CONTEXT_KEY]?.getStore()?.id
