/**
 * Sends one analytics event from the browser, so pages write nothing while they render and their
 * HTML can be shared (docs/features/caching.md "Caching and page weight": sent from the browser with
 * navigator.sendBeacon to the events endpoint). A beacon outlives the page; where there is none, a
 * keepalive fetch. The body goes as a string, text/plain, a simple request; the endpoints read it
 * as JSON whatever its type. Failure is a warning only (stock §8 "Analytics failure: Warning
 * only").
 */
export function sendEvent(endpoint: string, body: unknown): void {
  const text = JSON.stringify(body)
  try {
    if (navigator.sendBeacon?.(endpoint, text)) return
  } catch {
    // fall through to fetch
  }
  fetch(endpoint, { method: 'POST', body: text, keepalive: true })
    .then((r) => (r.ok ? undefined : console.warn(`analytics ${endpoint}: HTTP ${r.status}`)))
    .catch((err: unknown) => console.warn(`analytics ${endpoint} failed`, err))
}
