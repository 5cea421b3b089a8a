import { expect, test } from '@playwright/test'

import { serverOrigin, serverPort } from '../support/e2e/helpers'
import { docOfTenant, HARBOURSIDE, jwt, OUTBACK, staffToken } from '../support/security/walls'

// docs/features/security.md "Walls", "Uploads stay in their tenant": cars.images, cars.file, sites.logo,
// dealerships.logo and locations.image accepted another tenant's media (a Harbourside car page
// showed Outback's photo). The tenant is enforced on uploads like on relationships, and the public
// loaders drop media of another tenant.
test("Harbourside's staff cannot put Outback's media on its car, site, dealership or location", async ({ request }) => {
  const outbackMedia = await docOfTenant(request, 'media', OUTBACK)
  const auth = jwt(await staffToken(request, HARBOURSIDE))
  const first = async (collection: string, query = '') =>
    (await (await request.get(`${serverOrigin()}/api/${collection}?limit=1&depth=0${query}`, { headers: auth })).json())
      .docs[0]
  const car = await first('cars', '&where[show_on_dealer_website][equals]=true&where[status][equals]=in_stock')

  const attempts: [string, number, Record<string, unknown>][] = [
    ['cars', car.id, { images: [outbackMedia.id, ...(car.images ?? [])] }],
    ['cars', car.id, { file: outbackMedia.id }],
    ['sites', (await first('sites')).id, { logo: outbackMedia.id }],
    ['dealerships', (await first('dealerships')).id, { logo: outbackMedia.id }],
    ['locations', (await first('locations')).id, { image: outbackMedia.id }],
  ]
  for (const [collection, id, data] of attempts) {
    const res = await request.patch(`${serverOrigin()}/api/${collection}/${id}`, { headers: auth, data })
    expect(res.status(), `${collection} ${JSON.stringify(data)}`).toBe(400)
  }

  const after = await (await request.get(`${serverOrigin()}/api/cars/${car.id}?depth=0`, { headers: auth })).json()
  expect(after.images).toEqual(car.images)
  const page = await request.get(`${serverOrigin()}/cars/${car.slug}`, {
    headers: { host: `${HARBOURSIDE}.localhost:${serverPort()}` },
  })
  expect(page.status()).toBe(200)
  expect(await page.text()).not.toContain(String(outbackMedia.filename))
})
