import { describe, expect, it } from 'vitest'

import { isContentLink, isHttpsUrl, isLinkTarget, isPageAddress, isSitePath } from '@/domain/links/urls'

// docs/features/security.md "Walls", "Links": menu and footer links once accepted //evil.example and /\evil.example as
// site paths, and place_url and a dealership's url javascript:. They are validated (https: only for
// outside URLs).
describe('isLinkTarget (menu and footer links)', () => {
  it.each([
    ['/', true],
    ['/search/used-cars', true],
    ['/search/used-cars?sortBy=price#top', true],
    ['#finance', true],
    ['https://www.toyota.com.au/corolla', true],
    ['tel:+61 2 9000 0000', true],
    ['mailto:sales@dealer.com.au', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['/\tevil', false],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['data:text/html,<script>', false],
    ['http://dealer.example', false],
    ['https:evil.example', false],
    ['https://user:pass@evil.example', false],
    [' /search', false],
    ['search', false],
  ])('%j → %s', (value, ok) => expect(isLinkTarget(value)).toBe(ok))
})

describe('isHttpsUrl (dealership url, place_url, service booking url)', () => {
  it.each([
    ['https://www.google.com/maps/search/?api=1&query=1%20George%20St', true],
    ['https://service.harbourside-toyota.com.au/book', true],
    ['javascript:alert(1)', false],
    ['http://dealer.example', false],
    ['//dealer.example', false],
    ['/dealer-locator', false],
    ['https://', false],
    ['https://\\evil.example', false],
  ])('%j → %s', (value, ok) => expect(isHttpsUrl(value)).toBe(ok))
})

describe('isSitePath', () => {
  it.each([
    ['/a', true],
    ['//a', false],
    ['/\\a', false],
    ['/a\\b', false],
    ['a', false],
  ])('%j → %s', (value, ok) => expect(isSitePath(value)).toBe(ok))
})

// Security: "Rich-text links: `data:`, `vbscript:` and `//host` links are saved and rendered. Allow
// http(s), mailto, tel and site paths only."
describe('isContentLink (links in staff-written rich text)', () => {
  it.each([
    ['/finance', true],
    ['#terms', true],
    ['https://www.toyota.com.au/corolla', true],
    ['http://www.dealer-old-site.com.au/', true],
    ['HTTP://www.dealer.com.au/', true],
    ['tel:+61 2 9000 0000', true],
    ['mailto:sales@dealer.com.au', true],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', false],
    ['vbscript:msgbox(1)', false],
    ['javascript:alert(1)', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['http:evil.example', false],
    ['http://user:pw@evil.example', false],
    ['ftp://files.example/x', false],
    ['', false],
  ])('%j → %s', (value, ok) => expect(isContentLink(value)).toBe(ok))
})

// Security: "Unvalidated `finance_link`: validate it as a site path or an allowed absolute URL, like menu links."
describe('isPageAddress (finance link, redirect target)', () => {
  it.each([
    ['/finance', true],
    ['https://lender.example/apply?src=fc', true],
    ['/\\evil.example/fin2', false],
    ['//evil.example/fin2', false],
    ['http://evil.example/fin2', false],
    ['#finance', false],
  ])('%j → %s', (value, ok) => expect(isPageAddress(value)).toBe(ok))
})
