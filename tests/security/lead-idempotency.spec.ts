import { expect, test } from '@playwright/test'

import { WELL_KNOWN_CARS } from '../../scripts/seed/fixtures'
import { apiToken, serverOrigin, siteUrl, superAdmin } from '../support/e2e/helpers'
import { attacker } from '../support/security/limits'

// docs/features/security.md "Rate limits and bodies", "Idempotent leads": leads take an optional Idempotency-Key
// header; a retried POST with the same key answers the same lead and stores nothing twice.
const CAR = WELL_KNOWN_CARS.certified
const headers = () => ({ host: new URL(siteUrl(CAR.site)).host, 'content-type': 'application/json', ...attacker(40) })

test('racing and later retries with one Idempotency-Key store one lead and answer its id', async ({ request }) => {
  const email = `idem-${Date.now()}@example.com`
  const data = {
    kind: 'enquiry',
    car_id: CAR.slug,
    name: 'Retry',
    email,
    phone: '0412345678',
    message: 'Hello',
    opt_in: false,
  }
  const key = { 'idempotency-key': `k-${Date.now()}` }
  const send = () => request.post(`${serverOrigin()}/api/enquiries`, { headers: { ...headers(), ...key }, data })
  const raced = await Promise.all([send(), send(), send(), send()])
  const retried = await send()
  const answers = [...raced, retried]
  for (const res of answers) expect(res.status()).toBe(201)
  const ids = new Set(await Promise.all(answers.map(async (r) => (await r.json()).lead_id)))
  expect(ids.size).toBe(1)

  const token = await apiToken(request, superAdmin)
  const stored = await request.get(
    `${serverOrigin()}/api/leads?where[email][equals]=${encodeURIComponent(email)}&depth=0`,
    {
      headers: { Authorization: `JWT ${token}` },
    },
  )
  expect((await stored.json()).docs.map((d: { id: number }) => d.id)).toEqual([...ids])

  const reused = await request.post(`${serverOrigin()}/api/enquiries`, {
    headers: { ...headers(), ...key },
    data: { ...data, message: 'Something else' },
  })
  expect(reused.status()).toBe(422)
  expect((await reused.json()).error.code).toBe('idempotency_key_reused')
})

test('an over-long Idempotency-Key is refused with a readable 400', async ({ request }) => {
  const res = await request.post(`${serverOrigin()}/api/enquiries`, {
    headers: { ...headers(), 'idempotency-key': 'x'.repeat(129) },
    data: {},
  })
  expect(res.status()).toBe(400)
  expect((await res.json()).error.code).toBe('invalid_idempotency_key')
})
