import { expect, test } from '@playwright/test'

import { serverOrigin, serverPort } from './helpers'

// Issue 16 §2: "Results and vehicle pages: HTML ≤ 90 KB … for the first page of 21 results; srcset
// lists only the widths the layout can use …, facets beyond the first values load when opened, and
// nothing is sent twice."
const host = () => ({ host: `harbourside-toyota.localhost:${serverPort()}` })

test('srcset lists only the configured widths (next.config.ts images)', async ({ request }) => {
  const html = await (await request.get(`${serverOrigin()}/search/used-cars`, { headers: host() })).text()
  const widths = new Set([...html.matchAll(/[?&](?:amp;)?w=(\d+)/g)].map((m) => Number(m[1])))
  expect(widths.size).toBeGreaterThan(0)
  for (const w of widths) expect([96, 128, 256, 384, 480, 828, 1200, 1600]).toContain(w)
})
