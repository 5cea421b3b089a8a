import { expect, test } from '@playwright/test'

import { linkParagraph, richText } from '../../scripts/seed/lexical'
import { serverOrigin, siteGet, siteUrl } from '../support/e2e/helpers'
import { apiToken } from '../support/e2e/helpers'
import { attacker } from '../support/security/limits'
import {
  docOfTenant,
  HARBOURSIDE,
  jwt,
  makeUser,
  removeUser,
  staffToken,
  superToken,
  type TempUser,
} from '../support/security/walls'

// Security: the probe's low findings on what staff may store and the site then serves: "Unvalidated
// `finance_link`", "Redirects over built-in routes", "Rich-text links" and "`users.email` accepts
// 5,000 characters". Each is tried as the probe did, through the staff REST API, then on the site.

test('a finance link to another host is refused, and no vehicle page links there', async ({ request }) => {
  const auth = { ...jwt(await staffToken(request, HARBOURSIDE)), ...attacker(61) }
  const site = await docOfTenant(request, 'sites', HARBOURSIDE)
  const car = await docOfTenant(request, 'cars', HARBOURSIDE)
  const settings = site.settings as Record<string, unknown>
  for (const finance_link of ['/\\evil.example/fin2', '//evil.example/fin2']) {
    const res = await request.patch(`${serverOrigin()}/api/sites/${site.id}`, {
      headers: auth,
      data: { settings: { ...settings, finance_link } },
    })
    expect(res.status(), finance_link).toBe(400)
    expect(await res.text()).toContain('Start with / (a page of this site) or https://')
  }
  const page = await siteGet(request, siteUrl(String(site.slug), `/cars/${String(car.slug)}`))
  expect(page.status()).toBe(200)
  expect(await page.text()).not.toContain('evil.example')
})

test.describe('redirects', () => {
  let editor: TempUser | undefined
  test.afterAll(async ({ request }) => removeUser(request, editor))

  test('no redirect over a built-in page; an editor cannot send visitors off the site', async ({ request }) => {
    editor = await makeUser(request, 'editor', [HARBOURSIDE])
    const auth = { ...jwt(await apiToken(request, editor)), ...attacker(62) }
    const site = await docOfTenant(request, 'sites', HARBOURSIDE)
    const tenant = site.tenant
    const post = (data: Record<string, unknown>) =>
      request.post(`${serverOrigin()}/api/redirects`, { headers: auth, data: { tenant, type: '302', ...data } })
    const offSiteTo = { type: 'custom', url: 'https://evil.example/phish' }

    const takeover = await post({ from: '/my-garage', to: offSiteTo })
    expect(takeover.status()).toBe(400)
    expect(await takeover.text()).toContain('/my-garage is a page of the site itself and cannot be redirected.')

    const offSite = await post({ from: '/old-garage', to: offSiteTo })
    expect(offSite.status()).toBe(400)
    expect(await offSite.text()).toContain('Only a tenant admin can send visitors to another website.')

    const garage = await siteGet(request, siteUrl(String(site.slug), '/my-garage'), { maxRedirects: 0 })
    // the page's own answer (a signed-out shopper is sent to sign in on the same site), never evil.example
    const location = garage.headers().location ?? ''
    expect(location).not.toContain('evil.example')
    expect(location === '' || location.startsWith('/') || location.includes('.localhost')).toBe(true)
  })
})

test('rich-text links to data:, vbscript: and //host are refused', async ({ request }) => {
  const auth = { ...jwt(await staffToken(request, HARBOURSIDE)), ...attacker(63) }
  const offer = await docOfTenant(request, 'offers', HARBOURSIDE)
  for (const url of [
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//evil.example',
  ]) {
    const res = await request.patch(`${serverOrigin()}/api/offers/${offer.id}`, {
      headers: auth,
      data: { body: richText(linkParagraph(url, 'Apply now')) },
    })
    expect(res.status(), url).toBe(400)
  }
  const unchanged = await request.get(`${serverOrigin()}/api/offers/${offer.id}?depth=0`, { headers: auth })
  expect(JSON.stringify((await unchanged.json()).body)).not.toMatch(/data:|vbscript|evil\.example/)
})

test('a 5,000-character staff e-mail is refused with a readable message', async ({ request }) => {
  const res = await request.post(`${serverOrigin()}/api/users`, {
    headers: { ...jwt(await superToken(request)), ...attacker(64) },
    data: { email: `${'a'.repeat(5000)}@forecourt.test`, password: 'walls-password-long', role: 'editor' },
  })
  expect(res.status()).toBe(400)
  expect(await res.text()).toContain('An email address has at most 254 characters.')
})
