import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { loadSiteMap } from '@/data/sites/loaders'

import { testPayload } from '../support/integration/payload'
import { makeWorld, type World } from '../support/integration/world'

// docs/features/security.md "Headers, CSP and CSRF": the proxy's CSP allows the Google tag / Meta pixel hosts only on
// a site whose settings load them with consent; the site map it reads says which. No other site
// gets them.
let payload: Payload
let granted: World
let refused: World

beforeAll(async () => {
  payload = await testPayload()
  granted = await makeWorld(payload, 'TagsOn', 0)
  refused = await makeWorld(payload, 'TagsOff', 0)
  const ctx = { disableRevalidate: true }
  await payload.update({
    collection: 'sites',
    id: granted.site.id,
    data: { settings: { tracking_consent: 'granted', tag_id: 'G-ABC1234' } },
    context: ctx,
  })
  await payload.update({
    collection: 'sites',
    id: refused.site.id,
    data: { settings: { tracking_consent: 'none', tag_id: 'GTM-ABC123', meta_pixel_id: '1234567890' } },
    context: ctx,
  })
})

describe("the site map names each site's consented tags for its CSP", () => {
  it('the consenting site has its Google tag only; the other site, with ids but no consent, has none', async () => {
    const map = await loadSiteMap(payload)
    expect(map.tags?.[granted.slug]).toEqual({ google: true, meta: false })
    expect(map.tags?.[refused.slug]).toBeUndefined()
  })
})
