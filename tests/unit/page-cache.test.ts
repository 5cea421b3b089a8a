import { describe, expect, it } from 'vitest'

import { expireGenerations, generationOf } from '@/cache/generation'
import {
  pageCopy,
  pagePlaceholder,
  pageValidUntil,
  readPage,
  type StoredPage,
  VALID_UNTIL_META,
  writePage,
} from '@/cache/page-cache'

// docs/features/caching.md "Caches, and what expires each": a car, site, menu or content change expires exactly the
// pages it affects within a second (tags). The shared page cache keeps a generation per tenant and
// one for the platform.
const page = (body: string) => ({ status: 200, headers: [['content-type', 'text/html']] as [string, string][], body })
const body = (stored: StoredPage | undefined) => stored && pageCopy(stored, 'N').toString('utf8')
let n = 0
const fresh = () => `t${Date.now()}-${n++}` // a tenant no other test has touched

describe('shared page cache', () => {
  it('serves a stored page until its tenant changes, and only that tenant', () => {
    const [a, b] = [fresh(), fresh()]
    writePage(`${a}/`, a, generationOf(a), page('a home'))
    writePage(`${b}/`, b, generationOf(b), page('b home'))
    expect(body(readPage(`${a}/`, a))).toBe('a home')

    expireGenerations([`tenant:${a}:cars`])
    expect(readPage(`${a}/`, a)).toBeUndefined()
    expect(body(readPage(`${b}/`, b))).toBe('b home')
  })

  it.each([['sites'], ['make-logos'], ['redirects'], ['platform-settings']])(
    'a platform-wide tag (%s) expires every site',
    (tag) => {
      const [a, b] = [fresh(), fresh()]
      writePage(`${a}/`, a, generationOf(a), page('a'))
      writePage(`${b}/`, b, generationOf(b), page('b'))
      expireGenerations([tag])
      expect(readPage(`${a}/`, a)).toBeUndefined()
      expect(readPage(`${b}/`, b)).toBeUndefined()
    },
  )

  it('a render that began before a change is not stored: it may hold the old price', () => {
    const a = fresh()
    const began = generationOf(a)
    expireGenerations([`tenant:${a}:cars`]) // the price changes while the page renders
    writePage(`${a}/cars/x`, a, began, page('old price'))
    expect(readPage(`${a}/cars/x`, a)).toBeUndefined()
  })

  it('an entry is read only for the tenant it was stored for', () => {
    const [a, b] = [fresh(), fresh()]
    writePage('same-key', a, generationOf(a), page('a'))
    expect(readPage('same-key', b)).toBeUndefined()
  })

  // banners spec "a scheduled promo card appears at its start and is gone at its expiry": no tag expires
  // at that instant, so the page names it and its entry ends there.
  it('a page that names when it changes is kept until then, and not stored once that has passed', async () => {
    const [a, b] = [fresh(), fresh()]
    const marked = (at: string) => page(`<head><meta name="${VALID_UNTIL_META}" content="${at}"/></head>card`)
    const now = Date.now()
    writePage(`${a}/`, a, generationOf(a), marked(new Date(now + 40).toISOString()), now)
    expect(body(readPage(`${a}/`, a))).toContain('card')
    await new Promise((resolve) => setTimeout(resolve, 60)) // past the page's instant
    expect(readPage(`${a}/`, a)).toBeUndefined()
    writePage(`${b}/`, b, generationOf(b), marked(new Date(now - 1).toISOString()), now)
    expect(readPage(`${b}/`, b)).toBeUndefined()
  })

  it.each([
    ['<p>no marker</p>', null],
    [`<meta name="${VALID_UNTIL_META}" content="2026-06-20T00:00:00.000Z"/>`, Date.parse('2026-06-20T00:00:00Z')],
    [
      `<meta name="${VALID_UNTIL_META}" content="2026-06-20T00:00:00.000Z"/><meta name="${VALID_UNTIL_META}" content="2026-06-18T00:00:00.000Z"/>`,
      Date.parse('2026-06-18T00:00:00Z'),
    ],
    [`<meta name="${VALID_UNTIL_META}" content="not a date"/>`, null],
  ])('pageValidUntil(%s) → %s (the soonest marker)', (body, until) => expect(pageValidUntil(body)).toBe(until))

  it('each copy carries its own nonce wherever the render had the placeholder, byte for byte', () => {
    const a = fresh()
    const p = pagePlaceholder()
    writePage(`${a}/`, a, generationOf(a), page(`<script nonce="${p}">é</script><style nonce="${p}"></style>`))
    const stored = readPage(`${a}/`, a)!
    expect(pageCopy(stored, 'abc').toString('utf8')).toBe('<script nonce="abc">é</script><style nonce="abc"></style>')
    expect(pageCopy(stored, 'xyz').toString('utf8')).toBe('<script nonce="xyz">é</script><style nonce="xyz"></style>')
  })

  it('the placeholder nonce is as long as a real one and stays the same in one process', () => {
    expect(pagePlaceholder()).toMatch(/^[A-Za-z0-9]{24}$/)
    expect(pagePlaceholder()).toBe(pagePlaceholder())
  })
})
