/**
 * Each call's address, method and sending rules, without its schemas: what the typed client needs
 * at run time (src/http/client.ts). Kept apart from the zod contracts so a page's bundle does not
 * load zod until a form needs it (tests/e2e/lead-pages.spec.ts); tests/unit/typed-client.test.ts
 * checks that this table and the contracts agree.
 */
export type Route = { method: 'GET' | 'POST'; path: string; idempotent?: true; binary?: true }

export const ROUTES = {
  enquiries: { method: 'POST', path: '/api/enquiries', idempotent: true },
  'custom-form': { method: 'POST', path: '/api/custom-forms/{slug}', idempotent: true },
  'finance-lead': { method: 'POST', path: '/api/finance/lead', idempotent: true },
  'finance-quote': { method: 'POST', path: '/api/youx/quote', idempotent: true },
  'finance-customer': { method: 'POST', path: '/api/youx/create-customer', idempotent: true },
  'send-code': { method: 'POST', path: '/api/rate-limit', idempotent: true },
  'verify-code': { method: 'POST', path: '/api/verify-code', idempotent: true },
  'contact-exists': { method: 'GET', path: '/api/check-if-contact-exists' },
  'trade-in-valuation': { method: 'POST', path: '/api/trade-in/valuation', idempotent: true },
  'sign-in': { method: 'POST', path: '/api/account/sign-in', idempotent: true },
  register: { method: 'POST', path: '/api/account/register', idempotent: true },
  'sign-out': { method: 'POST', path: '/api/account/sign-out' },
  'save-search': { method: 'POST', path: '/api/account/saved-searches' },
  'remove-saved-search': { method: 'POST', path: '/api/account/saved-searches/remove' },
  unsubscribe: { method: 'POST', path: '/api/account/saved-searches/unsubscribe' },
  'watchlist-state': { method: 'GET', path: '/api/watchlist/state' },
  'watchlist-save': { method: 'POST', path: '/api/watchlist/save-car' },
  'watchlist-remove': { method: 'POST', path: '/api/watchlist/remove-car' },
  'watchlist-merge': { method: 'POST', path: '/api/watchlist/merge' },
  'spin-to-win': { method: 'POST', path: '/api/spin-to-win', idempotent: true },
  reserve: { method: 'POST', path: '/api/reserve', idempotent: true },
  'phone-reveal': { method: 'POST', path: '/api/phone-reveal', idempotent: true },
  'delivery-estimate': { method: 'GET', path: '/api/delivery-estimate' },
  'vehicle-view': { method: 'GET', path: '/api/vehicles/{slug}/view.json' },
  'vehicle-similar': { method: 'GET', path: '/api/vehicles/{slug}/similar' },
  'vehicle-pdf': { method: 'GET', path: '/api/vehicles/{slug}/pdf', binary: true },
  'vehicle-history-report': { method: 'GET', path: '/api/vehicles/{slug}/history-report', binary: true },
  'price-gauge': { method: 'GET', path: '/cars/{slug}/autogauge' },
  search: { method: 'GET', path: '/api/search' },
  'facet-values': { method: 'GET', path: '/api/search/facet-values' },
  instantsearch: { method: 'POST', path: '/api/search/instantsearch' },
  'event-calculator': { method: 'POST', path: '/api/analytics/calculator' },
  'event-favourite': { method: 'POST', path: '/api/analytics/favourite' },
  'event-print': { method: 'POST', path: '/api/analytics/print' },
  'event-search-view': { method: 'POST', path: '/api/analytics/search-view' },
  'cars-bulk': { method: 'POST', path: '/api/cars/bulk' },
  'cars-import': { method: 'POST', path: '/api/cars/import' },
  'lead-retry-delivery': { method: 'POST', path: '/api/leads/{id}/retry-delivery' },
  'reviews-import-csv': { method: 'POST', path: '/api/reviews/import-csv' },
  'reviews-import-hosted': { method: 'POST', path: '/api/reviews/import-hosted' },
  tenants: { method: 'GET', path: '/api/tenants' },
  'users-invite': { method: 'POST', path: '/api/users/invite' },
} as const satisfies Record<string, Route>
