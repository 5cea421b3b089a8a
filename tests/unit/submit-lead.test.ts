import { afterEach, describe, expect, it, vi } from 'vitest'

import { createCustomer, sendFinanceLead } from '@/components/finance/enquiry/finance-calls'
import { postLead, submitLead } from '@/components/forms/submit-lead'

// docs/features/security.md "Challenges and suspected leads": every lead the browser sends goes through one helper,
// which sends an Idempotency-Key (a retry is the same submission) and solves the site's challenge.
// The lead forms, the service and staff-defined forms and the finance enquiry's two calls share it.

type Seen = { url: string; headers: Headers; body: unknown }
let seen: Seen[] = []
function answer(status: number, body: unknown | 'network') {
  seen = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      seen.push({ url, headers: new Headers(init.headers), body: JSON.parse(String(init.body)) })
      if (body === 'network') throw new TypeError('Failed to fetch')
      return new Response(JSON.stringify(body), { status })
    }),
  )
}
afterEach(() => vi.unstubAllGlobals())

describe('postLead', () => {
  it('posts JSON with an Idempotency-Key and answers the lead and where to go', async () => {
    answer(201, { lead_id: 7, redirect: '/success' })
    expect(await postLead('custom-form', { name: 'Casey' }, { params: { slug: 'fleet' } })).toMatchObject({
      ok: true,
      status: 201,
      leadId: 7,
      redirect: '/success',
    })
    expect(seen[0]!.headers.get('content-type')).toBe('application/json')
    expect(seen[0]!.headers.get('idempotency-key')).toMatch(/^\S{8,128}$/)
  })

  it.each([
    [
      'our error shape: its message and fields',
      400,
      { error: { message: 'Fix it', fields: { email: 'Bad' } } },
      'Fix it',
      { email: 'Bad' },
    ],
    // finance §8 "if the response has an error field, that text is shown"
    ['a plain error text', 500, { error: 'Inbox full' }, 'Inbox full', {}],
    ['no error field: the fallback', 500, {}, 'Fallback', {}],
  ])('%s', async (_, status, body, message, fields) => {
    answer(status, body)
    expect(await postLead('enquiries', {}, { failed: 'Fallback' })).toMatchObject({
      ok: false,
      status,
      message,
      fields,
    })
  })

  it('no answer at all: status 0 and the fallback, never a throw', async () => {
    answer(0, 'network')
    expect(await postLead('enquiries', {}, { failed: 'Fallback' })).toEqual({
      ok: false,
      status: 0,
      message: 'Fallback',
      serverMessage: null,
      fields: {},
    })
  })
})

describe('every lead call shares it: each sends its own Idempotency-Key', () => {
  it.each<[string, () => Promise<unknown>, string]>([
    ['a lead form', () => submitLead('enquiry', { name: 'Casey' }), '/api/enquiries'],
    ['the finance lead', () => sendFinanceLead({ name: 'Casey' }), '/api/finance/lead'],
    ['the finance customer', () => createCustomer({ data: {} }), '/api/youx/create-customer'],
  ])('%s', async (_, send, url) => {
    answer(200, { redirectUrl: '/x', lead_id: 1 })
    await send()
    await send()
    expect(seen.map((s) => s.url)).toEqual([url, url])
    const keys = seen.map((s) => s.headers.get('idempotency-key'))
    expect(keys.every(Boolean)).toBe(true)
    // Two submissions are two keys; a retry of one (the challenge's) reuses its own (src/http/client.ts).
    expect(new Set(keys).size).toBe(2)
  })
})
