import { describe, expect, it } from 'vitest'

import { INTERNAL_KEY_HEADER, internalKey, isInternalRequest } from '@/access/internal-key'

import * as script from '../../scripts/lib/internal-key.mjs'

// docs/features/security.md "Walls", "The host map is private": /api/site-map lists every tenant's domains, so only
// this server's own calls (the proxy, and the start-up readiness check in scripts/lib/run.mjs)
// carry the key.
describe('internal key', () => {
  it('is derived the same way by the app and by the scripts', () => {
    expect(script.INTERNAL_KEY_HEADER).toBe(INTERNAL_KEY_HEADER)
    expect(script.internalKey('s3cret')).toBe(internalKey('s3cret'))
    expect(internalKey('s3cret')).not.toBe(internalKey('other'))
  })

  it('admits only a request with the right key', () => {
    const req = (key?: string) =>
      new Request('http://127.0.0.1/api/site-map', { headers: key ? { [INTERNAL_KEY_HEADER]: key } : {} })
    expect(isInternalRequest(req(internalKey('s3cret')), 's3cret')).toBe(true)
    expect(isInternalRequest(req(), 's3cret')).toBe(false)
    expect(isInternalRequest(req(internalKey('other')), 's3cret')).toBe(false)
    expect(isInternalRequest(req('x'), 's3cret')).toBe(false)
  })
})
