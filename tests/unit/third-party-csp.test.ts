import { describe, expect, it } from 'vitest'

import { siteTags, tagSourcesOf } from '@/domain/analytics/tags'
import { shopperCsp } from '@/http/security-headers'

// docs/features/security.md "Headers, CSP and CSRF": a per-site tag manager / analytics id and a Meta pixel, only with
// the site's consent setting. The shopper CSP allowed connections to 'self' only, so real Google
// tag and Meta pixel requests were blocked; now exactly their hosts are allowed, and only where a
// site loads them.
const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.slice(name.length + 1)
    .split(' ') ?? []

const cspFor = (settings: Parameters<typeof siteTags>[0]) => shopperCsp('n0nce', [], tagSourcesOf(siteTags(settings)))

describe('the shopper CSP allows third-party tag hosts only on sites that load them with consent', () => {
  it("a site without consent: connections to 'self' only, no tag host anywhere", () => {
    for (const csp of [
      shopperCsp('n0nce'),
      cspFor({ tracking_consent: 'none', tag_id: 'GTM-ABC123', meta_pixel_id: '1234567890' }),
      cspFor({ tracking_consent: 'granted', tag_id: 'not-an-id' }), // no well-formed id: nothing loads
    ]) {
      expect(directive(csp, 'connect-src')).toEqual(["'self'"])
      expect(directive(csp, 'script-src')).toEqual(["'self'", "'nonce-n0nce'", "'strict-dynamic'"])
      expect(csp).not.toMatch(/google|facebook/)
      expect(directive(csp, 'frame-src')).toEqual([])
    }
  })

  it('a Google tag with consent: Tag Manager and the GA4 collect hosts, not Meta', () => {
    const csp = cspFor({ tracking_consent: 'granted', tag_id: 'G-ABC1234' })
    expect(directive(csp, 'script-src')).toEqual([
      "'self'",
      "'nonce-n0nce'",
      "'strict-dynamic'",
      'https://www.googletagmanager.com',
    ])
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ])
    expect(directive(csp, 'frame-src')).toEqual(["'self'", 'https://www.googletagmanager.com'])
    expect(csp).not.toContain('facebook')
  })

  it('a Meta pixel with consent: the pixel script and its /tr host, not Google', () => {
    const csp = cspFor({ tracking_consent: 'granted', meta_pixel_id: '1234567890' })
    expect(directive(csp, 'script-src')).toContain('https://connect.facebook.net')
    expect(directive(csp, 'connect-src')).toEqual([
      "'self'",
      'https://connect.facebook.net',
      'https://www.facebook.com',
    ])
    expect(csp).not.toContain('google')
  })

  it('both with consent: both sets; pictures stay allowed from any https host (stock feeds)', () => {
    const csp = cspFor({ tracking_consent: 'granted', tag_id: 'GTM-ABC123', meta_pixel_id: '1234567890' })
    expect(directive(csp, 'connect-src')).toHaveLength(6)
    expect(directive(csp, 'img-src')).toContain('https:')
    expect(directive(csp, 'frame-ancestors')).toEqual(["'self'"])
  })
})
