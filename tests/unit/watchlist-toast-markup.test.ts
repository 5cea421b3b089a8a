import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { WatchlistToast } from '@/components/account/WatchlistToast.client'
import { WATCHLIST_TOAST_REMOVE_DELAY_MS } from '@/domain/accounts/watchlist'

// spec: finance §9 "Toast: one at a time, removal delay 1000000 ms"; stock §8 "Toasts: 'Car Saved In
// Watchlist' … and 'Car Removed' …, each with a View List action." The timing itself is checked in a
// browser (tests/e2e/accounts.spec.ts, "the watchlist toast stays until dismissed").
describe('the watchlist toast', () => {
  it('is removed on its own only after the spec’s 1,000,000 ms', () =>
    expect(WATCHLIST_TOAST_REMOVE_DELAY_MS).toBe(1_000_000))

  it('shows its message, a View List link to the watchlist and a Dismiss button', () => {
    const html = renderToStaticMarkup(
      createElement(WatchlistToast, {
        toast: { title: 'Car Saved In Watchlist', description: 'Corolla is now available in your watchlist' },
        onDismiss: () => undefined,
      }),
    )
    expect(html).toContain('role="status"')
    expect(html).toContain('<strong>Car Saved In Watchlist</strong>')
    expect(html).toMatch(/<a href="\/my-garage">View List<\/a>/)
    expect(html).toMatch(/<button type="button"[^>]*aria-label="Dismiss"/)
  })

  it('shows nothing without a message', () =>
    expect(renderToStaticMarkup(createElement(WatchlistToast, { toast: null, onDismiss: () => undefined }))).toBe(''))
})
