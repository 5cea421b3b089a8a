/**
 * Sends a car's analytics event from the browser (architecture: events come from the browser, so
 * pages stay shareable). Failure is a warning only (stock §7, §8 "Analytics failure: Warning only").
 */
export function sendCarEvent(path: '/api/analytics/calculator' | '/api/analytics/favourite', carSlug: string) {
  fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ car_slug: carSlug }),
    keepalive: true,
  })
    .then((r) => (r.ok ? undefined : console.warn(`analytics ${path}: HTTP ${r.status}`)))
    .catch((err) => console.warn(`analytics ${path} failed`, err))
}
