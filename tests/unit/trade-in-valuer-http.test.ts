import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { valuationSummary } from '@/domain/trade-in/valuation'
import { getTradeInValuer, TradeInValuerError } from '@/integrations/trade-in'
import { httpTradeInValuer } from '@/integrations/trade-in/http'

import { FakeValuer } from '../support/fake-valuer/server'

// docs/features/leads.md "Lead forms": valuation sits behind a TradeInValuer interface; an HTTP adapter for a
// valuation provider is tested against a local fake (ARCHITECTURE: request shape, auth, timeouts
// and error mapping).
const NOW = new Date('2026-06-01T00:00:00Z')
const corolla = { make: 'Toyota', model: 'Corolla', year: 2022, km: 40_000 }

describe('getTradeInValuer: chosen by environment, never by accident', () => {
  const source = async () => []
  it.each([
    ['nothing set', {}, 'comparable-stock'],
    ['a URL without a key', { TRADE_IN_VALUER_URL: 'https://v.example' }, 'comparable-stock'],
    ['a key without a URL', { TRADE_IN_VALUER_API_KEY: 'k' }, 'comparable-stock'],
    ['blank values', { TRADE_IN_VALUER_URL: ' ', TRADE_IN_VALUER_API_KEY: ' ' }, 'comparable-stock'],
    [
      'a URL that is not http(s)',
      { TRADE_IN_VALUER_URL: 'v.example', TRADE_IN_VALUER_API_KEY: 'k' },
      'comparable-stock',
    ],
    ['both set', { TRADE_IN_VALUER_URL: 'https://v.example', TRADE_IN_VALUER_API_KEY: 'k' }, 'http'],
  ])('%s → %s', (_case, env, name) => {
    expect(getTradeInValuer(source, env).name).toBe(name)
  })
})

describe('httpTradeInValuer against a local fake provider', () => {
  const fake = new FakeValuer()
  let baseUrl: string
  beforeAll(async () => {
    baseUrl = await fake.start()
  })
  afterAll(() => fake.stop())
  beforeEach(() => {
    fake.override = null
    fake.seen.length = 0
  })
  const valuer = (over: { apiKey?: string; timeoutMs?: number; baseUrl?: string } = {}) =>
    httpTradeInValuer({ baseUrl, apiKey: fake.key, timeoutMs: 1000, now: () => NOW, ...over })

  it('POSTs the vehicle as JSON with the bearer key, and answers the range as an indicative estimate', async () => {
    const valuation = await valuer().value(corolla)
    expect(valuation).toEqual({
      status: 'estimate',
      low: 14_000,
      high: 17_500,
      comparables: 0,
      note: 'Indicative, subject to inspection.', // finance §9 "estimates are indicative and subject to inspection"
    })
    expect(fake.seen).toEqual([
      {
        method: 'POST',
        path: '/v1/valuations',
        authorization: 'Bearer valuer-key',
        contentType: 'application/json',
        accept: 'application/json',
        body: { make: 'Toyota', model: 'Corolla', year: 2022, km: 40_000, country: 'AU' },
      },
    ])
    expect(valuationSummary(valuation)).toBe(
      'Indicative valuation $14,000 – $17,500 (Indicative, subject to inspection.)',
    )
  })

  it('a car the provider cannot value gets no range, and the shopper is asked for an in-person valuation', async () => {
    const valuation = await valuer().value({ ...corolla, make: 'Lada', model: 'Niva' })
    expect(valuation).toMatchObject({ status: 'no_online_estimate', low: null, high: null })
    expect(valuation.note).toMatch(/value it in person/)
  })

  it.each([
    ['over 7 years old', { ...corolla, year: 2018 }],
    ['over 100,000 km', { ...corolla, km: 100_001 }],
  ])(
    'finance §9 "vehicles over 7 years old or 100,000 km generally get no online estimate": %s is not sent',
    async (_c, v) => {
      expect(await valuer().value(v)).toMatchObject({ status: 'no_online_estimate', low: null, high: null })
      expect(fake.seen).toHaveLength(0)
    },
  )

  it.each([
    ['a wrong key (401)', { apiKey: 'wrong' }, null, 'unauthorised'],
    ['a 403', {}, { status: 403, body: '{}' }, 'unauthorised'],
    ['rate limited (429)', {}, { status: 429, body: '{}' }, 'http 429'],
    ['a 500', {}, { status: 500, body: 'oops' }, 'http 500'],
    ['not JSON', {}, { status: 200, body: '<html>' }, 'unexpected answer'],
    ['a range upside down', {}, { status: 200, body: JSON.stringify({ low: 9000, high: 8000 }) }, 'unexpected answer'],
    ['a negative price', {}, { status: 200, body: JSON.stringify({ low: -1, high: 8000 }) }, 'unexpected answer'],
    ['half a range', {}, { status: 200, body: JSON.stringify({ low: null, high: 8000 }) }, 'unexpected answer'],
    ['too slow', { timeoutMs: 100 }, { status: 200, body: '{"low":1,"high":2}', delayMs: 500 }, 'timeout'],
  ])('%s is a TradeInValuerError (the route answers 503, the lead is kept)', async (_case, over, override, reason) => {
    fake.override = override
    const err = await valuer(over)
      .value(corolla)
      .catch((e: unknown) => e)
    expect(err).toBeInstanceOf(TradeInValuerError)
    expect((err as TradeInValuerError).reason).toBe(reason)
  })

  it('a closed port is a network error', async () => {
    const err = await valuer({ baseUrl: 'http://127.0.0.1:1' })
      .value(corolla)
      .catch((e: unknown) => e)
    expect(err).toBeInstanceOf(TradeInValuerError)
    expect((err as TradeInValuerError).reason).toBe('network')
  })
})
