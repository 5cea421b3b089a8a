import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { readJson } from '@/http/read-json'

// docs/features/security.md "Rate limits and bodies", "Bodies": one bounded JSON body reader, one small vocabulary of
// error codes. Every route reads its JSON body through readJson, so these are every route's answers
// to a body it cannot use.

const Body = z.object({ car_id: z.string().min(1, 'Choose a car.') })
const post = (body: string, type = 'application/json') =>
  new Request('http://harbourside.localhost/api/x', { method: 'POST', headers: { 'content-type': type }, body })
const read = (request: Request, extra: Partial<Parameters<typeof readJson>[1]> = {}) =>
  readJson(request, { maxBytes: 64, schema: Body, messages: 'Send the car_id.', ...extra })
const answer = async (r: Awaited<ReturnType<typeof read>>) => {
  if (r.ok) throw new Error('expected a refusal')
  return { status: r.response.status, ...((await r.response.json()) as { error: object }).error }
}

describe('readJson', () => {
  it('gives the data the schema accepts', async () => {
    expect(await read(post('{"car_id":"12"}'))).toEqual({ ok: true, data: { car_id: '12' } })
  })

  it.each([
    ['not JSON', post('{'), {}, { status: 400, code: 'invalid_json', fields: { body: 'Not valid JSON.' } }],
    [
      'JSON the schema refuses',
      post('{"car_id":""}'),
      {},
      { status: 400, code: 'invalid_body', message: 'Send the car_id.', fields: { car_id: 'Choose a car.' } },
    ],
    ['over maxBytes', post(`{"car_id":"${'x'.repeat(80)}"}`), {}, { status: 413, code: 'too_large' }],
    [
      'a form post where JSON is required',
      post('car_id=12', 'application/x-www-form-urlencoded'),
      { requireJsonType: true },
      { status: 415, code: 'unsupported_media_type' },
    ],
    [
      'a refusal under the route’s own code and message',
      post('{}'),
      { invalidCode: 'invalid_lead', messages: { invalid: (f: Record<string, string>) => `Fix: ${Object.keys(f)}` } },
      { status: 400, code: 'invalid_lead', message: 'Fix: car_id' },
    ],
  ])('answers %s', async (_, request, extra, expected) => {
    const got = await answer(await read(request, extra))
    expect(got).toMatchObject(expected)
    expect((got as unknown as { message: string }).message.length).toBeGreaterThan(5)
  })

  it('accepts application/*+json when JSON is required', async () => {
    expect((await read(post('{"car_id":"1"}', 'application/vnd.api+json'), { requireJsonType: true })).ok).toBe(true)
  })
})
