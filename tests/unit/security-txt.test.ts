import { describe, expect, it } from 'vitest'

import { SecurityContact, securityTxt } from '@/domain/seo/security-txt'

// docs/features/security.md "Report a vulnerability" says how to report one; RFC 9116 puts that contact at
// /.well-known/security.txt, with an Expires field (§2.5.5) and a Canonical URL.
describe('security.txt contact (how to report a vulnerability)', () => {
  it.each([
    ['mailto:security@dealer-group.com.au', true],
    ['https://dealer-group.com.au/security', true],
    ['  mailto:security@dealer-group.com.au  ', true],
    ['security@dealer-group.com.au', false],
    ['http://dealer-group.com.au/security', false],
    ['javascript:alert(1)', false],
    ['mailto:nobody', false],
    ['', false],
  ])('%j is a usable contact: %s', (value, ok) => expect(SecurityContact.safeParse(value).success).toBe(ok))

  it('names the contact, a canonical URL and an expiry a year ahead at midnight UTC', () => {
    const text = securityTxt({
      contact: 'mailto:security@dealer-group.com.au',
      canonical: 'https://harbourside.example/.well-known/security.txt',
      now: new Date('2026-11-25T13:45:00Z'),
    })
    expect(text.split('\n')).toEqual([
      'Contact: mailto:security@dealer-group.com.au',
      'Expires: 2027-11-25T00:00:00.000Z',
      'Preferred-Languages: en',
      'Canonical: https://harbourside.example/.well-known/security.txt',
      '',
    ])
  })
})
