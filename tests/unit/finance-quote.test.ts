import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  clampQuotePrice,
  clampQuoteTerm,
  monthlyFromWeekly,
  QUOTE_DEBOUNCE_MS,
  rateCardQuote,
  WEEKS_PER_MONTH,
} from '@/domain/finance/quote'
import { FinanceProviderError, getFinanceProvider } from '@/integrations/finance-provider'
import { youxProvider } from '@/integrations/finance-provider/youx'

// spec: finance §5 "Purchase price input accepts digits only; stored value is clamped to 10000 to 200000; default 30000."
describe('quote price and term', () => {
  it.each([
    ['', 30_000],
    [null, 30_000],
    ['abc', 30_000],
    ['25,000', 25_000],
    ['$45 500', 45_500],
    ['5000', 10_000],
    ['9999', 10_000],
    ['10000', 10_000],
    ['200000', 200_000],
    ['250000', 200_000],
    [75_000, 75_000],
  ])('price %j → %i', (raw, price) => expect(clampQuotePrice(raw)).toBe(price))

  // spec: finance §5 "Loan term slider 1 to 7 years, step 1, default 5."
  it.each([
    [undefined, 5],
    [0, 1],
    [1, 1],
    [3.4, 3],
    [7, 7],
    [9, 7],
    [Number.NaN, 5],
  ])('term %j → %i', (raw, term) => expect(clampQuoteTerm(raw as number)).toBe(term))

  it('monthly = weekly × 4.33 (finance §7), recalculated 500 ms after the last change (§9)', () => {
    expect(WEEKS_PER_MONTH).toBe(4.33)
    expect(monthlyFromWeekly(100)).toBe(433)
    expect(monthlyFromWeekly(123.45)).toBe(534.54)
    expect(QUOTE_DEBOUNCE_MS).toBe(500)
  })
})

/** An independent month-by-month amortisation: the payment that leaves exactly the balloon owing. */
function amortisedMonthly(principal: number, ratePercent: number, months: number, balloon: number): number {
  const r = ratePercent / 100 / 12
  const owingAfter = (payment: number) => {
    let owing = principal
    for (let m = 0; m < months; m++) owing = owing * (1 + r) - payment
    return owing
  }
  let lo = 0
  let hi = principal
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2
    if (owingAfter(mid) > balloon) lo = mid
    else hi = mid
  }
  return (lo + hi) / 2
}

// spec: finance §2 estimate note "5-year term, 10% deposit, 30% final payment, on monthly repayments".
describe('the local lender’s quote from the rate card, by credit rating', () => {
  const card = { interest_rate: 8.99, comparison_rate: 9.49, establishment_fee: 350 }
  it.each([
    ['GREAT', 0],
    ['DECENT', 2.5],
    ['POOR', 6],
  ] as const)('%s adds %f points to both rates', (rating, loading) => {
    const q = rateCardQuote({ selfAssessedCreditScore: rating, purchasePrice: 30_000, loanTerm: 5 }, card)
    expect(q.advertisedRate).toBeCloseTo(8.99 + loading, 6)
    expect(q.comparisonRate).toBeCloseTo(9.49 + loading, 6)
  })

  it.each([
    [10_000, 1, 'GREAT'],
    [30_000, 5, 'GREAT'],
    [30_000, 5, 'POOR'],
    [75_000, 3, 'DECENT'],
    [200_000, 7, 'GREAT'],
  ] as const)('$%i over %i years (%s): weekly = an amortised monthly ÷ 4.33', (price, years, rating) => {
    const q = rateCardQuote({ selfAssessedCreditScore: rating, purchasePrice: price, loanTerm: years }, card)
    const monthly = amortisedMonthly(price * 0.9 + 350, q.advertisedRate, years * 12, price * 0.3)
    expect(Math.abs(q.weeklyRepaymentAmount - monthly / 4.33)).toBeLessThan(0.02)
  })

  it('a dealership without a rate card quotes from the fallback card, never fails', () => {
    const q = rateCardQuote({ selfAssessedCreditScore: 'GREAT', purchasePrice: 30_000, loanTerm: 5 }, null)
    expect(q).toMatchObject({ advertisedRate: 10, comparisonRate: 10.5 })
    expect(q.weeklyRepaymentAmount).toBeGreaterThan(50)
  })
})

describe('choosing the lender', () => {
  it('is the local rate card unless YOUX_API_URL and YOUX_API_KEY are both set', () => {
    expect(getFinanceProvider({}).kind).toBe('rate-card')
    expect(getFinanceProvider({ YOUX_API_URL: 'https://lender.example' }).kind).toBe('rate-card')
    expect(getFinanceProvider({ YOUX_API_URL: 'https://lender.example', YOUX_API_KEY: 'k' }).kind).toBe('youx')
  })
})

// ARCHITECTURE "Every HTTP adapter is tested against a local fake of its service".
describe('YouX-shaped lender adapter against a local fake', () => {
  const seen: { path?: string; auth?: string; body: unknown }[] = []
  let reply: (path: string, res: http.ServerResponse) => void = (_p, res) => res.end()
  const server = http.createServer((req, res) => {
    let text = ''
    req.on('data', (c) => (text += c))
    req.on('end', () => {
      seen.push({ path: req.url, auth: req.headers.authorization, body: JSON.parse(text || 'null') })
      reply(req.url ?? '', res)
    })
  })
  let url = ''
  beforeAll(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
  })
  afterAll(() => new Promise<void>((r) => server.close(() => r())))
  const json = (status: number, body: unknown) => (_p: string, res: http.ServerResponse) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }
  const input = {
    selfAssessedCreditScore: 'GREAT' as const,
    purchasePrice: 30_000,
    loanTerm: 5,
    year: 2021,
    vin: 'V1',
    nvic: 'N1',
    whoIsHelping: '',
  }

  it('quote: POST {url}/quote with the finance §7 payload and the bearer key', async () => {
    reply = json(200, { weeklyRepaymentAmount: 123.4, advertisedRate: 8.5, comparisonRate: 9.1 })
    const q = await youxProvider({ url, apiKey: 'key-1' }).quote(input, {})
    expect(q).toEqual({ weeklyRepaymentAmount: 123.4, advertisedRate: 8.5, comparisonRate: 9.1 })
    expect(seen.at(-1)).toEqual({ path: '/v1/quote', auth: 'Bearer key-1', body: input })
  })

  it('createCustomer: POST {url}/customers with {data, additionalData}; answers the lender’s https redirect', async () => {
    reply = json(201, { redirectUrl: 'https://lender.example/continue/abc' })
    const customer = {
      data: { firstName: 'Jo' },
      additionalData: { car_id: 'x', category: 'Finance Enquiry' },
    } as never
    const context = { enquiryLead: async () => ({ id: 1 }), receivedUrl: () => '/x' }
    expect(await youxProvider({ url, apiKey: 'k' }).createCustomer(customer, context)).toEqual({
      redirectUrl: 'https://lender.example/continue/abc',
    })
    expect(seen.at(-1)).toMatchObject({ path: '/v1/customers', body: customer })
  })

  it.each([
    [400, { error: 'bad' }, 'rejected'],
    [401, {}, 'rejected'],
    [500, {}, 'unavailable'],
    [200, { weeklyRepaymentAmount: 'x' }, 'unavailable'],
  ])('quote answered %i %j → %s', async (status, body, reason) => {
    reply = json(status, body)
    const err = await youxProvider({ url, apiKey: 'k' })
      .quote(input, {})
      .catch((e) => e)
    expect(err).toBeInstanceOf(FinanceProviderError)
    expect(err.reason).toBe(reason)
  })

  it('a redirect that is not https is refused', async () => {
    reply = json(200, { redirectUrl: 'javascript:alert(1)' })
    const context = { enquiryLead: async () => ({ id: 1 }), receivedUrl: () => '/x' }
    const err = await youxProvider({ url, apiKey: 'k' })
      .createCustomer({ data: {}, additionalData: {} } as never, context)
      .catch((e) => e)
    expect(err.reason).toBe('unavailable')
  })

  it('times out', async () => {
    reply = () => undefined
    const err = await youxProvider({ url, apiKey: 'k', timeoutMs: 200 })
      .quote(input, {})
      .catch((e) => e)
    expect(err.reason).toBe('timeout')
  })
})
