import { describe, expect, it } from 'vitest'

import { expirePages, pageGeneration, pagePlaceholder, readPage, writePage } from '@/cache/page-cache'

// Issue 16 §1: "A car, site, menu or content change expires exactly the pages it affects within a
// second (tags)". The shared page cache keeps a generation per tenant and one for the platform.
const page = (body: string) => ({ status: 200, headers: [['content-type', 'text/html']] as [string, string][], body })
let n = 0
const fresh = () => `t${Date.now()}-${n++}` // a tenant no other test has touched

describe('shared page cache', () => {
  it('serves a stored page until its tenant changes, and only that tenant', () => {
    const [a, b] = [fresh(), fresh()]
    writePage(`${a}/`, a, pageGeneration(a), page('a home'))
    writePage(`${b}/`, b, pageGeneration(b), page('b home'))
    expect(readPage(`${a}/`, a)?.body).toBe('a home')

    expirePages([`tenant:${a}:cars`])
    expect(readPage(`${a}/`, a)).toBeUndefined()
    expect(readPage(`${b}/`, b)?.body).toBe('b home')
  })

  it.each([['sites'], ['make-logos'], ['redirects'], ['platform-settings']])(
    'a platform-wide tag (%s) expires every site',
    (tag) => {
      const [a, b] = [fresh(), fresh()]
      writePage(`${a}/`, a, pageGeneration(a), page('a'))
      writePage(`${b}/`, b, pageGeneration(b), page('b'))
      expirePages([tag])
      expect(readPage(`${a}/`, a)).toBeUndefined()
      expect(readPage(`${b}/`, b)).toBeUndefined()
    },
  )

  it('a render that began before a change is not stored: it may hold the old price', () => {
    const a = fresh()
    const began = pageGeneration(a)
    expirePages([`tenant:${a}:cars`]) // the price changes while the page renders
    writePage(`${a}/cars/x`, a, began, page('old price'))
    expect(readPage(`${a}/cars/x`, a)).toBeUndefined()
  })

  it('an entry is read only for the tenant it was stored for', () => {
    const [a, b] = [fresh(), fresh()]
    writePage('same-key', a, pageGeneration(a), page('a'))
    expect(readPage('same-key', b)).toBeUndefined()
  })

  it('the placeholder nonce is as long as a real one and stays the same in one process', () => {
    expect(pagePlaceholder()).toMatch(/^[A-Za-z0-9]{24}$/)
    expect(pagePlaceholder()).toBe(pagePlaceholder())
  })
})
