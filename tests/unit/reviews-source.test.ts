import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { getReviewsSource, ReviewsSourceError } from '@/integrations/reviews'
import { httpReviewsSource } from '@/integrations/reviews/http'

import { FakeReviewsApi } from '../support/fake-reviews/server'

// docs/features/locations.md "Reviews adapter": the hosted reviews service sits behind an interface, tested against a
// local fake.
describe('httpReviewsSource against a local fake reviews API', () => {
  const fake = new FakeReviewsApi()
  let baseUrl: string
  beforeAll(async () => {
    baseUrl = await fake.start()
  })
  afterAll(() => fake.stop())
  beforeEach(() => {
    fake.seen.length = 0
    fake.failing.clear()
    fake.places.clear()
    fake.places.set('place-1', [
      { id: 'r1', author_name: ' Ann ', rating: 5, text: 'Great', created_at: '2026-10-01T03:00:00Z' },
      {
        id: 'r2',
        author_name: 'Bob',
        rating: 4,
        created_at: '2026-09-30T03:00:00Z',
        reply: { text: 'Thanks Bob', created_at: '2026-10-02T00:00:00Z' },
      },
      { id: 3, author_name: 'Cat', rating: 3.5, text: '', created_at: '2026-09-01', reply: { text: 'Thanks' } },
    ] as never)
  })
  const source = (over: Partial<Parameters<typeof httpReviewsSource>[0]> = {}) =>
    httpReviewsSource({ baseUrl, apiToken: fake.token, timeoutMs: 1000, ...over })

  it('follows the pages with the bearer token and maps the fields', async () => {
    const reviews = await source().reviewsOf('place-1')
    expect(fake.seen.map((s) => [s.path, s.token])).toEqual([
      ['/v1/places/place-1/reviews', null],
      ['/v1/places/place-1/reviews', '2'],
    ])
    expect(fake.seen[0]!.authorization).toBe('Bearer reviews-token')
    expect(reviews).toEqual([
      {
        external_id: 'r1',
        customer_name: 'Ann',
        rating: 5,
        text: 'Great',
        review_date: '2026-10-01T03:00:00.000Z',
        reply_text: null,
        reply_date: null,
      },
      {
        external_id: 'r2',
        customer_name: 'Bob',
        rating: 4,
        text: null,
        review_date: '2026-09-30T03:00:00.000Z',
        reply_text: 'Thanks Bob',
        reply_date: '2026-10-02T00:00:00.000Z',
      },
      // a numeric id becomes text; a reply without a date takes the review's
      {
        external_id: '3',
        customer_name: 'Cat',
        rating: 3.5,
        text: null,
        review_date: '2026-09-01T00:00:00.000Z',
        reply_text: 'Thanks',
        reply_date: '2026-09-01T00:00:00.000Z',
      },
    ])
  })
  it('stops after maxPages', async () => {
    expect(await source({ maxPages: 1 }).reviewsOf('place-1')).toHaveLength(2)
    expect(fake.seen).toHaveLength(1)
  })
  it('a place the service does not know has no reviews', async () => {
    expect(await source().reviewsOf('nowhere')).toEqual([])
  })
  it.each([
    ['a wrong token', { apiToken: 'wrong' }, 'http 401'],
    ['a failing place', {}, 'http 500'],
    ['a closed port', { baseUrl: 'http://127.0.0.1:1' }, 'network'],
  ] as const)('%s is a ReviewsSourceError', async (_case, over, reason) => {
    fake.failing.add('place-1')
    const err = await source(over)
      .reviewsOf('place-1')
      .catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ReviewsSourceError)
    expect((err as ReviewsSourceError).reason).toBe(reason)
  })
  it('an answer of the wrong shape is a ReviewsSourceError, not stored garbage', async () => {
    fake.places.set('odd', [{ id: 'x', author_name: 'A', rating: 9, created_at: 'yesterday' }] as never)
    const err = await source()
      .reviewsOf('odd')
      .catch((e: unknown) => e)
    expect(err).toBeInstanceOf(ReviewsSourceError)
    expect((err as ReviewsSourceError).reason).toBe('unexpected answer')
  })
})

describe('getReviewsSource', () => {
  it.each([
    [{}, false],
    [{ REVIEWS_API_URL: 'https://r.example' }, false],
    [{ REVIEWS_API_TOKEN: 't' }, false],
    [{ REVIEWS_API_URL: 'https://r.example', REVIEWS_API_TOKEN: 't' }, true],
  ])('%o → configured: %s', (env, configured) => {
    expect(getReviewsSource(env) !== null).toBe(configured)
  })
})
