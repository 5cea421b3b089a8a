import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  createCustomer,
  fetchQuote,
  sendCodeTo,
  sendFinanceLead,
  verifyCode,
} from '@/components/finance/enquiry/finance-calls'
import { advanceStep, submitEnquiry } from '@/components/finance/enquiry/submit-enquiry'
import type { FinanceEnquiryValues } from '@/forms/finance-schema'

// The browser side of the finance calls (finance §7) and the final submit (§4), against a stubbed
// fetch: every message is finance §8's, verbatim.

type Answer = { status: number; body?: unknown } | 'network' | 'not-json'
type Call = { path: string; body: Record<string, unknown> }

let calls: Call[]
/** Stubs fetch with an answer per path (a function may wait, to prove what runs in parallel). */
function answer(by: Record<string, Answer | ((call: Call) => Promise<Answer>)>) {
  calls = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: { body: string }) => {
      const call = { path, body: JSON.parse(init.body) as Record<string, unknown> }
      calls.push(call)
      const planned = by[path]
      const a = typeof planned === 'function' ? await planned(call) : planned
      if (a === undefined) throw new Error(`unexpected call to ${path}`)
      if (a === 'network') throw new TypeError('Failed to fetch')
      if (a === 'not-json') return new Response('<html>bad gateway</html>', { status: 502 })
      return new Response(a.body === undefined ? '' : JSON.stringify(a.body), { status: a.status })
    }),
  )
}
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}))
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('fetchQuote (finance §4 "On failure the quote is cleared"; §8 "\'Failed to get YouX quick quote\' … only logged")', () => {
  const quote = { weeklyRepaymentAmount: 123.45, advertisedRate: 9.5, comparisonRate: 10.1 }
  it('a quote', async () => {
    answer({ '/api/youx/quote': { status: 200, body: quote } })
    expect(await fetchQuote({ purchasePrice: 30_000 })).toEqual(quote)
    expect(calls).toEqual([{ path: '/api/youx/quote', body: { purchasePrice: 30_000 } }])
    expect(console.error).not.toHaveBeenCalled()
  })
  it.each<[string, Answer]>([
    ['a 500', { status: 500, body: { error: { message: 'lender down' } } }],
    ['a 429', { status: 429 }],
    ['a network failure', 'network'],
    ['an answer that is not JSON', 'not-json'],
  ])('%s: no quote, logged as the spec says', async (_, a) => {
    answer({ '/api/youx/quote': a })
    expect(await fetchQuote({})).toBeNull()
    expect(console.error).toHaveBeenCalledWith('Failed to get YouX quick quote', expect.any(Error))
  })
})

describe('sendCodeTo (finance §7 POST /api/rate-limit; §8)', () => {
  it.each<[string, Answer, Awaited<ReturnType<typeof sendCodeTo>>]>([
    ['sent', { status: 200, body: { sent: true } }, { ok: true, value: null }],
    [
      '"\'Too many verification attempts. Please try again later.\' when the rate-limit call fails"',
      { status: 429, body: { error: { message: 'anything' } } },
      { ok: false, message: 'Too many verification attempts. Please try again later.' },
    ],
    [
      'the gateway down: the server message',
      {
        status: 502,
        body: { error: { code: 'sms_unavailable', message: 'We could not send the code. Please try again.' } },
      },
      { ok: false, message: 'We could not send the code. Please try again.', fields: undefined },
    ],
    [
      'a bad phone: the field message',
      {
        status: 400,
        body: { error: { message: 'Invalid', fields: { phone: 'Please enter a valid Australian mobile number.' } } },
      },
      { ok: false, message: 'Invalid', fields: { phone: 'Please enter a valid Australian mobile number.' } },
    ],
    [
      'a 502 that is not JSON: "An unknown error occurred."',
      'not-json',
      { ok: false, message: 'An unknown error occurred.', fields: undefined },
    ],
    [
      'a network failure: "An unknown error occurred."',
      'network',
      { ok: false, message: 'An unknown error occurred.' },
    ],
  ])('%s', async (_, a, expected) => {
    answer({ '/api/rate-limit': a })
    expect(await sendCodeTo('0412345678')).toEqual(expected)
    expect(calls[0]).toEqual({ path: '/api/rate-limit', body: { phone: '0412345678' } })
  })
})

describe('verifyCode (finance §8 "\'The verification code is invalid. Please try again.\' when code verification fails or returns nothing")', () => {
  it.each<[string, Answer, Awaited<ReturnType<typeof verifyCode>>]>([
    ['verified: the proof', { status: 200, body: { verification: 'proof' } }, { ok: true, value: 'proof' }],
    [
      '"or returns nothing": a 200 without a proof',
      { status: 200, body: {} },
      { ok: false, message: 'The verification code is invalid. Please try again.' },
    ],
    [
      'a wrong code (422)',
      { status: 422 },
      { ok: false, message: 'The verification code is invalid. Please try again.' },
    ],
    [
      // The body /api/verify-code really sends (apiError): its own wording must not replace the spec's.
      "a wrong code (422) with the route's error body",
      {
        status: 422,
        body: {
          error: {
            code: 'invalid_code',
            message: 'That code has expired.',
            fields: { code: 'That code has expired.' },
          },
        },
      },
      { ok: false, message: 'The verification code is invalid. Please try again.' },
    ],
    [
      '"or returns nothing": a 200 whose proof is not text',
      { status: 200, body: { verification: 12345 } },
      { ok: false, message: 'The verification code is invalid. Please try again.' },
    ],
    [
      'too many tries (429)',
      { status: 429 },
      { ok: false, message: 'Too many verification attempts. Please try again later.' },
    ],
    [
      'a network failure: "An unknown error occurred during verification."',
      'network',
      { ok: false, message: 'An unknown error occurred during verification.' },
    ],
  ])('%s', async (_, a, expected) => {
    answer({ '/api/verify-code': a })
    expect(await verifyCode('0412345678', '123456')).toEqual(expected)
  })
})

describe('sendFinanceLead (finance §8 "\'Lead submission failed\' when the lead call is rejected; if the response has an error field, that text is shown")', () => {
  it.each<[string, Answer, Awaited<ReturnType<typeof sendFinanceLead>>]>([
    ['stored', { status: 201, body: { lead_id: 42 } }, { ok: true, value: 42 }],
    [
      'an error field (ours): its text',
      { status: 422, body: { error: { message: 'This car is no longer available on this site.' } } },
      { ok: false, message: 'This car is no longer available on this site.', fields: undefined },
    ],
    [
      'an error field (a plain string): its text',
      { status: 500, body: { error: 'Dealer inbox unavailable' } },
      { ok: false, message: 'Dealer inbox unavailable', fields: undefined },
    ],
    [
      'rejected without an error field',
      { status: 500, body: {} },
      { ok: false, message: 'Lead submission failed', fields: undefined },
    ],
    [
      'an empty error field',
      { status: 500, body: { error: ' ' } },
      { ok: false, message: 'Lead submission failed', fields: undefined },
    ],
    ['not JSON', 'not-json', { ok: false, message: 'Lead submission failed', fields: undefined }],
    ['a network failure', 'network', { ok: false, message: 'Lead submission failed' }],
  ])('%s', async (_, a, expected) => {
    answer({ '/api/finance/lead': a })
    expect(await sendFinanceLead({ name: 'Casey' })).toEqual(expected)
  })
})

describe('createCustomer (finance §8 create-customer messages)', () => {
  it.each<[string, Answer, Awaited<ReturnType<typeof createCustomer>>]>([
    [
      'a redirect address',
      { status: 200, body: { redirectUrl: '/finance/application-received?ref=7' } },
      { ok: true, value: '/finance/application-received?ref=7' },
    ],
    [
      '"\'Failed to create customer with YouX\' when create-customer is rejected"',
      'network',
      { ok: false, message: 'Failed to create customer with YouX' },
    ],
    [
      '"\'Failed to create YouX customer\' for a non-ok reply without an error field"',
      { status: 502, body: {} },
      { ok: false, message: 'Failed to create YouX customer' },
    ],
    ['a non-ok reply that is not JSON', 'not-json', { ok: false, message: 'Failed to create YouX customer' }],
    [
      'a non-ok reply with an error field: its text',
      { status: 400, body: { error: { message: 'Please enter a valid email address.' } } },
      { ok: false, message: 'Please enter a valid email address.' },
    ],
    [
      '"\'Failed to create customer or no redirect URL received.\' when no redirect address returns"',
      { status: 200, body: {} },
      { ok: false, message: 'Failed to create customer or no redirect URL received.' },
    ],
    [
      'an empty redirect address is none',
      { status: 200, body: { redirectUrl: '' } },
      { ok: false, message: 'Failed to create customer or no redirect URL received.' },
    ],
  ])('%s', async (_, a, expected) => {
    answer({ '/api/youx/create-customer': a })
    expect(await createCustomer({ data: {} })).toEqual(expected)
  })
})

describe('submitEnquiry (finance §4 "Final submit order")', () => {
  const values: FinanceEnquiryValues = {
    amount: 30_000,
    term: 5,
    selfAssessedCreditScore: 'GREAT',
    whoIsHelping: '',
    name: 'Casey',
    last_name: 'Lee',
    email: 'casey@example.com',
    phone: '+61 412 345 678',
    code: '123456',
    postcode: '',
    subscribe: true,
  }
  const options = {
    car: { id: '9', year: 2021, vin: 'VIN1', car_type: 'used' },
    dealershipSlug: 'sutherland-kia',
    page: { pathname: '/finance', search: '?utm_source=x' },
  }
  const redirect = { status: 200, body: { redirectUrl: '/finance/application-received?ref=1' } } as const

  it('(1) verify; (2) normalise the phone; (3) lead and customer in parallel; the redirect address', async () => {
    // The lead's answer waits until the customer call has been made: only a parallel submit finishes.
    let customerCalled!: () => void
    const customerSeen = new Promise<void>((resolve) => (customerCalled = resolve))
    answer({
      '/api/verify-code': { status: 200, body: { verification: 'proof' } },
      '/api/finance/lead': async () => (await customerSeen, { status: 201, body: { lead_id: 1 } }),
      '/api/youx/create-customer': async () => (customerCalled(), redirect),
    })
    expect(await submitEnquiry(values, options)).toEqual({
      ok: true,
      redirectUrl: '/finance/application-received?ref=1',
    })
    expect(calls.map((c) => c.path)).toEqual(['/api/verify-code', '/api/finance/lead', '/api/youx/create-customer'])
    expect(calls[0]!.body).toEqual({ phone: '+61 412 345 678', code: '123456' })
    // "Phone numbers are converted for sending by removing non-digits; a leading 61 becomes 0."
    expect(calls[1]!.body).toMatchObject({
      phone: '0412345678',
      verification: 'proof',
      car_id: '9',
      dealership_slug: 'sutherland-kia',
      lead_attributes: { visited_pages: ['/finance'], linked_query_params: { utm_source: 'x' } },
    })
    expect(calls[2]!.body).toMatchObject({
      data: { phoneNumber: '0412345678', firstName: 'Casey', lastName: 'Lee', vin: 'VIN1', year: 2021, postCode: null },
      additionalData: { category: 'Finance Enquiry', car_type: 'used', car_id: '9' },
      verification: 'proof',
    })
  })

  it('a wrong code stops before anything is sent', async () => {
    answer({ '/api/verify-code': { status: 422 } })
    expect(await submitEnquiry(values, options)).toEqual({
      ok: false,
      message: 'The verification code is invalid. Please try again.',
    })
    expect(calls.map((c) => c.path)).toEqual(['/api/verify-code'])
  })

  it.each<[string, Answer, Answer, string]>([
    ['the lead rejected', 'network', redirect, 'Lead submission failed'],
    ['the lead rejected with an error field', { status: 500, body: { error: 'Inbox full' } }, redirect, 'Inbox full'],
    ['the customer rejected', { status: 201, body: {} }, 'network', 'Failed to create customer with YouX'],
    ['the customer not ok', { status: 201, body: {} }, { status: 500 }, 'Failed to create YouX customer'],
    [
      'no redirect address',
      { status: 201, body: {} },
      { status: 200, body: {} },
      'Failed to create customer or no redirect URL received.',
    ],
    ["both failing: the lead's message first", 'network', 'network', 'Lead submission failed'],
  ])('%s: "%s"', async (_, lead, customer, message) => {
    answer({
      '/api/verify-code': { status: 200, body: { verification: 'proof' } },
      '/api/finance/lead': lead,
      '/api/youx/create-customer': customer,
    })
    expect(await submitEnquiry(values, options)).toEqual({ ok: false, message })
  })

  it('anything unforeseen: "An unknown error occurred."', async () => {
    answer({ '/api/verify-code': { status: 200, body: { verification: 'proof' } } })
    const page = {
      get pathname(): string {
        throw new Error('no location')
      },
      search: '',
    }
    expect(await submitEnquiry(values, { ...options, page })).toEqual({
      ok: false,
      message: 'An unknown error occurred.',
    })
  })
})

describe('advanceStep (finance §4 "step 1 moves to step 2 on submit"; §8)', () => {
  it('valid: moves on', async () => expect(await advanceStep(async () => true)).toBe(true))
  it('invalid: stays, the fields speak', async () => expect(await advanceStep(async () => false)).toBe(false))
  it('the check fails: "An unknown error occurred while advancing step."', async () =>
    expect(
      await advanceStep(async () => {
        throw new Error('resolver crashed')
      }),
    ).toEqual({ message: 'An unknown error occurred while advancing step.' }))
})
