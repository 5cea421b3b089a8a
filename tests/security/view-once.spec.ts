import { expect, test } from '@playwright/test'

import { WELL_KNOWN_CARS } from '../../scripts/seed/fixtures'
import { serverOrigin, siteUrl } from '../support/e2e/helpers'
import { attacker } from '../support/security/limits'

// docs/features/security.md "Rate limits and bodies", "View counts": a view counts once per visitor and car per day,
// not per request. A visitor is the client address plus user agent (src/http/visitor.ts).
const CAR = WELL_KNOWN_CARS.longComments
const host = () => ({ host: new URL(siteUrl(CAR.site)).host })

test('repeated view.json calls of one visitor count one view; another visitor counts one more', async ({ request }) => {
  const visitor = { ...host(), ...attacker(30), 'user-agent': 'view-once-a' }
  const view = async (headers: Record<string, string>) => {
    const res = await request.get(`${serverOrigin()}/api/vehicles/${CAR.slug}/view.json`, { headers })
    expect(res.status()).toBe(200)
    return (await res.json()).views as number
  }
  const first = await view(visitor)
  for (let n = 0; n < 5; n++) expect(await view(visitor)).toBe(first)
  expect(await view({ ...visitor, 'user-agent': 'view-once-b' })).toBe(first + 1)
  expect(await view({ ...host(), ...attacker(31), 'user-agent': 'view-once-a' })).toBe(first + 2)
})
