import { observeRequest } from './metrics'

/**
 * How the production server (scripts/server.mjs, plain Node outside Next's bundles) reports each
 * request it answered: src/instrumentation.ts installs this on globalThis as the server starts,
 * and the server calls it when the response is done, so the HTTP metrics land in the registry the
 * route handlers count into.
 */
export const REQUEST_OBSERVER_KEY = Symbol.for('forecourt.observeRequest')

export function installRequestObserver() {
  ;(globalThis as unknown as Record<symbol, typeof observeRequest>)[REQUEST_OBSERVER_KEY] = observeRequest
}
