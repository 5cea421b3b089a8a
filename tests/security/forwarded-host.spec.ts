import { expect, test } from '@playwright/test'
import { PDFDocument } from 'pdf-lib'

import { WELL_KNOWN_CARS } from '../../scripts/seed/fixtures'
import { apiToken, serverOrigin, siteUrl, superAdmin } from '../support/e2e/helpers'

// docs/features/security.md "`TRUST_PROXY` and forwarded hosts". The forwarded host was trusted: X-Forwarded-Host drove
// canonical and Open Graph URLs, JSON-LD, the print URL, the stored lead's URL and the
// history-report redirect (an open redirect). It is trusted only behind a configured proxy
// (TRUST_PROXY) and only when it resolves to the same site as Host; otherwise URLs are built from
// the site's primary domain.
const CAR = WELL_KNOWN_CARS.noComments
const siteOrigin = () => new URL(siteUrl(CAR.site)).origin
const EVIL = 'evil.example'
const forged = () => ({ host: new URL(siteOrigin()).host, 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https' })

test('canonical, Open Graph and JSON-LD use the site’s own origin, whatever X-Forwarded-Host says', async ({
  request,
}) => {
  const html = await (await request.get(`${serverOrigin()}/cars/${CAR.slug}`, { headers: forged() })).text()
  expect(html).not.toContain(EVIL)
  expect(html).toContain(`<link rel="canonical" href="${siteOrigin()}/cars/${CAR.slug}"/>`)
  expect(html).toContain(`<meta property="og:url" content="${siteOrigin()}/cars/${CAR.slug}"/>`)
  const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!)
  expect(ld.url ?? ld.offers?.url).toBe(`${siteOrigin()}/cars/${CAR.slug}`)
})

test('the print page and the PDF name the site’s own address', async ({ request }) => {
  const print = await (await request.get(`${serverOrigin()}/print?car_id=${CAR.slug}`, { headers: forged() })).text()
  expect(print).not.toContain(EVIL)
  expect(print).toContain(`${siteOrigin()}/cars/${CAR.slug}`)
  const pdf = await request.get(`${serverOrigin()}/api/vehicles/${CAR.slug}/pdf`, { headers: forged() })
  expect(pdf.status()).toBe(200)
  expect((await pdf.body()).toString('latin1')).not.toContain(EVIL)
})

test('a stored lead’s URL is on the site’s origin, not the forwarded host or a foreign Referer', async ({
  request,
}) => {
  const res = await request.post(`${serverOrigin()}/api/enquiries`, {
    headers: { ...forged(), referer: `https://${EVIL}/cars/${CAR.slug}`, 'content-type': 'application/json' },
    data: {
      kind: 'enquiry',
      car_id: CAR.slug,
      name: 'Forwarded',
      email: `fwd-${Date.now()}@example.com`,
      phone: '0412345678',
      message: 'Hi',
      opt_in: true,
    },
  })
  expect(res.status()).toBe(201)
  const { lead_id } = await res.json()
  const token = await apiToken(request, superAdmin)
  const lead = await (
    await request.get(`${serverOrigin()}/api/leads/${lead_id}?depth=0`, { headers: { Authorization: `JWT ${token}` } })
  ).json()
  expect(JSON.stringify(lead)).not.toContain(EVIL)
  expect(lead.payload.url).toBe(`${siteOrigin()}/cars/${CAR.slug}`)
})

test.describe('the history-report redirect is no open redirect', () => {
  let token: string
  let carId: number
  test.beforeAll(async ({ request }) => {
    token = await apiToken(request, superAdmin)
    const auth = { Authorization: `JWT ${token}` }
    const car = (
      await (
        await request.get(`${serverOrigin()}/api/cars?where[slug][equals]=${CAR.slug}&depth=0`, { headers: auth })
      ).json()
    ).docs[0]
    carId = car.id
    const pdf = await PDFDocument.create()
    pdf.addPage()
    const media = await request.post(`${serverOrigin()}/api/media`, {
      headers: auth,
      multipart: {
        file: { name: `history-${Date.now()}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from(await pdf.save()) },
        _payload: JSON.stringify({ alt: 'History report', tenant: car.tenant }),
      },
    })
    expect(media.status()).toBe(201)
    const patched = await request.patch(`${serverOrigin()}/api/cars/${carId}`, {
      headers: auth,
      data: { file: (await media.json()).doc.id },
    })
    expect(patched.status()).toBe(200)
  })
  test.afterAll(async ({ request }) => {
    await request.patch(`${serverOrigin()}/api/cars/${carId}`, {
      headers: { Authorization: `JWT ${token}` },
      data: { file: null },
    })
  })

  test('it redirects to the site’s own origin', async ({ request }) => {
    const res = await request.get(`${serverOrigin()}/api/vehicles/${CAR.slug}/history-report`, {
      headers: forged(),
      maxRedirects: 0,
    })
    expect(res.status()).toBe(303)
    const location = res.headers()['location']
    expect(location).not.toContain(EVIL)
    expect(location!.startsWith(`${siteOrigin()}/api/media/file/`)).toBe(true)
  })
})
