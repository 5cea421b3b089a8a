import { describe, expect, it } from 'vitest'

import { previewKey } from '@/db/secret'
import {
  checkPreview,
  makePreviewTarget,
  PREVIEW_TTL_SECONDS,
  previewQuery,
  type PreviewTarget,
} from '@/domain/content/preview-link'

// docs/features/content.md "Add a page", "Preview": live preview on the staff member's own site. The site cannot see
// the admin's cookie, so the admin signs a short-lived link: HMAC of the collection, id, tenant and
// expiry.
const KEY = 'test-key-one'
const NOW = Date.UTC(2026, 10, 25, 10, 0, 0)
const target = makePreviewTarget('pages', 12, 3, NOW)
const params = (t: PreviewTarget, key = KEY) => Object.fromEntries(new URLSearchParams(previewQuery(t, key)))

describe('a signed preview link', () => {
  it('expires PREVIEW_TTL_SECONDS (an hour) after it is made', () => {
    expect(target).toEqual({ collection: 'pages', id: '12', tenant: '3', exp: NOW / 1000 + 3600 })
    expect(PREVIEW_TTL_SECONDS).toBe(3600)
  })

  it('is accepted as made, up to its expiry, and refused from the expiry on', () => {
    expect(checkPreview(params(target), KEY, NOW)).toEqual({ ok: true, target })
    expect(checkPreview(params(target), KEY, target.exp * 1000 - 1).ok).toBe(true)
    expect(checkPreview(params(target), KEY, target.exp * 1000)).toEqual({ ok: false, reason: 'expired' })
  })

  it.each([
    ['another id', { id: '13' }],
    ['another tenant', { t: '4' }],
    ['another collection', { c: 'posts' }],
    ['a later expiry', { exp: String(target.exp + 3600) }],
    ['another signature', { sig: 'A'.repeat(43) }],
  ])('is refused as forged with %s', (_, change) => {
    expect(checkPreview({ ...params(target), ...change }, KEY, NOW)).toEqual({ ok: false, reason: 'forged' })
  })

  it('is refused as forged under another key, and a forged expired link still says forged', () => {
    expect(checkPreview(params(target, 'another key'), KEY, NOW)).toEqual({ ok: false, reason: 'forged' })
    const old = { ...target, exp: NOW / 1000 - 10 }
    expect(checkPreview({ ...params(old), id: '99' }, KEY, NOW)).toEqual({ ok: false, reason: 'forged' })
    expect(checkPreview(params(old), KEY, NOW)).toEqual({ ok: false, reason: 'expired' })
  })

  it.each([
    ['nothing', {}],
    ['no signature', { c: 'pages', id: '12', t: '3', exp: '1' }],
    ['an unknown collection', { ...params(target), c: 'users' }],
    ['a repeated parameter', { ...params(target), id: ['12', '13'] }],
    ['an id with odd characters', { ...params(target), id: '12 OR 1=1' }],
    ['a non-numeric expiry', { ...params(target), exp: 'tomorrow' }],
    ['a short signature', { ...params(target), sig: 'abc' }],
  ])('is refused as malformed with %s', (_, p) => {
    expect(checkPreview(p as Record<string, string>, KEY, NOW)).toEqual({ ok: false, reason: 'malformed' })
  })
})

describe('the preview key', () => {
  it('is derived from PAYLOAD_SECRET: another secret, another key; never the secret itself', () => {
    const one = previewKey({ PAYLOAD_SECRET: 'secret-one' })
    expect(one).toBe(previewKey({ PAYLOAD_SECRET: 'secret-one' }))
    expect(one).not.toBe(previewKey({ PAYLOAD_SECRET: 'secret-two' }))
    expect(one).not.toContain('secret-one')
  })
})
