import { describe, expect, it } from 'vitest'

import { siteVoiceName, successHref, thankingName } from '@/domain/leads/thanks'

// spec: stock §2 "/success: shown after a successful enquiry or test-drive submission" — it thanks
// the dealership the lead went to, never the site's primary one by default, and a query string can
// name only one of the site's own dealerships (the tenant wall).
const kia = { name: 'Sutherland Kia', slug: 'sutherland-kia' }
const mazda = { name: 'Wollongong Mazda', slug: 'wollongong-mazda' }
const group = {
  name: 'Illawarra Motor Group',
  template: { kind: 'group' },
  dealerships: [kia, mazda],
  primaryDealership: kia,
}
const dealer = { name: 'Sutherland Kia Site', template: { kind: 'dealer' }, dealerships: [kia], primaryDealership: kia }

describe('the name /success thanks', () => {
  it.each([
    // [site, ?dealership=, thanked]
    [group, 'wollongong-mazda', 'Wollongong Mazda'], // the lead went to Mazda, not the primary Kia
    [group, 'sutherland-kia', 'Sutherland Kia'],
    [group, null, 'Illawarra Motor Group'], // no dealership named: the group, never a guessed one
    [group, 'other-tenants-dealer', 'Illawarra Motor Group'], // not the site's: ignored (tenant wall)
    [dealer, null, 'Sutherland Kia'],
    [dealer, 'wollongong-mazda', 'Sutherland Kia'], // another site's dealership is not named here
  ])('%#: %s', (site, slug, thanked) => expect(thankingName(site, slug)).toBe(thanked))
})

describe("a lead answer's redirect names the lead's dealership", () => {
  it.each([
    ['wollongong-mazda', '/success?dealership=wollongong-mazda'],
    ['a&b', '/success?dealership=a%26b'],
    [null, '/success'],
    [undefined, '/success'],
  ])('%s → %s', (slug, href) => expect(successHref(slug)).toBe(href))
})

it('a group site speaks as itself, a dealer site as its primary dealership', () => {
  expect(siteVoiceName(group)).toBe('Illawarra Motor Group')
  expect(siteVoiceName(dealer)).toBe('Sutherland Kia')
  expect(siteVoiceName({ ...dealer, primaryDealership: null })).toBe('Sutherland Kia Site')
})
