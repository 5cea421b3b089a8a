import { expect, test } from '@playwright/test'

import { serverOrigin } from '../support/e2e/helpers'
import { HARBOURSIDE, jwt, staffToken } from '../support/security/walls'

// docs/features/security.md "Walls": /api/access listed every collection's fields; GraphQL 'Did you mean' hints named
// types; /api/site-map listed every tenant's domains publicly. Menu and footer links accepted
// //evil.example and /\evil.example as site paths; place_url and dealership url accepted
// javascript:. They are validated now (https: only for outside URLs).
test('anonymous callers learn nothing from /api/access or /api/site-map', async ({ request }) => {
  const access = await request.get(`${serverOrigin()}/api/access`)
  expect(access.status()).toBe(401)
  expect(await access.text()).not.toContain('collections')

  const siteMap = await request.get(`${serverOrigin()}/api/site-map`)
  expect(siteMap.status()).toBe(404)
  expect(await siteMap.text()).not.toContain('.com.au')
  // Forged from this machine too: only the server's own key opens it.
  const forged = await request.get(`http://127.0.0.1:${new URL(serverOrigin()).port}/api/site-map`, {
    headers: { 'x-forecourt-internal-key': 'guess' },
  })
  expect(forged.status()).toBe(404)
})

test('GraphQL gives no "Did you mean" hints', async ({ request }) => {
  const anonymous = await request.post(`${serverOrigin()}/api/graphql`, {
    data: { query: '{ Userz { docs { id } } }' },
  })
  expect(await anonymous.text()).not.toContain('Did you mean')
  const staff = await request.post(`${serverOrigin()}/api/graphql`, {
    headers: jwt(await staffToken(request, HARBOURSIDE)),
    data: { query: '{ Userz { docs { id } } Car(id: 1) { nam } }' },
  })
  const body = await staff.text()
  expect(body).toContain('Cannot query field')
  expect(body).not.toContain('Did you mean')
})

test('menu and footer links refuse other hosts; dealership and map links are https only', async ({ request }) => {
  const auth = jwt(await staffToken(request, HARBOURSIDE))
  const first = async (collection: string) =>
    (await (await request.get(`${serverOrigin()}/api/${collection}?limit=1&depth=0`, { headers: auth })).json()).docs[0]
  const menu = await first('menus')
  const footer = await first('footers')
  const dealership = await first('dealerships')
  for (const url of ['//evil.example', '/\\evil.example', 'javascript:alert(document.cookie)']) {
    const m = await request.patch(`${serverOrigin()}/api/menus/${menu.id}`, {
      headers: auth,
      data: { items: [...menu.items, { label: 'Evil', url }] },
    })
    expect(m.status(), `menu ${url}`).toBe(400)
    const groups = [{ title: 'Evil', links: [{ label: 'Evil', url }] }]
    expect(
      (await request.patch(`${serverOrigin()}/api/footers/${footer.id}`, { headers: auth, data: { groups } })).status(),
      `footer ${url}`,
    ).toBe(400)
  }
  for (const url of ['javascript:alert(1)', 'http://dealer.example', '//dealer.example']) {
    expect(
      (
        await request.patch(`${serverOrigin()}/api/dealerships/${dealership.id}`, { headers: auth, data: { url } })
      ).status(),
      `url ${url}`,
    ).toBe(400)
    const address = { ...dealership.address, place_url: url }
    expect(
      (
        await request.patch(`${serverOrigin()}/api/dealerships/${dealership.id}`, { headers: auth, data: { address } })
      ).status(),
      `place_url ${url}`,
    ).toBe(400)
  }
  const unchanged = await (
    await request.get(`${serverOrigin()}/api/menus/${menu.id}?depth=0`, { headers: auth })
  ).json()
  expect(JSON.stringify(unchanged.items)).not.toContain('evil')
})
