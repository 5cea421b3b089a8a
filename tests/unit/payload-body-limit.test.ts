import { describe, expect, it } from 'vitest'

import { JSON_BODY_MAX_BYTES, UPLOAD_REQUEST_MAX_BYTES } from '@/domain/body-limits'
import { boundedPayloadRequest } from '@/http/payload-routes'

// docs/features/security.md "Rate limits and bodies", "Bodies": every body is bounded (1 MB JSON; uploads by
// upload.limits.fileSize, 20 MB) and answered 413 past it.
const url = 'http://localhost/api/cars'

/** A body streamed in 64 KB chunks with no Content-Length; counts how many chunks were pulled. */
function streamed(total: number) {
  const pulled = { bytes: 0 }
  const chunk = new Uint8Array(64 * 1024).fill(97)
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close()
      pulled.bytes += chunk.length
      controller.enqueue(chunk)
    },
  })
  return { body, pulled }
}

describe('boundedPayloadRequest', () => {
  it('hands a small JSON body on unchanged', async () => {
    const out = await boundedPayloadRequest(
      new Request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' }),
    )
    expect(out).toBeInstanceOf(Request)
    expect(await (out as Request).text()).toBe('{"a":1}')
    expect((out as Request).headers.get('content-type')).toBe('application/json')
  })

  // Media types are case-insensitive (RFC 9110 §8.3.1); Payload compares them exactly and answered
  // a staff create sent as APPLICATION/JSON with a 500 (the staff REST fuzz, docs/features/security.md "Proof").
  it.each([
    ['APPLICATION/JSON', 'application/json'],
    ['Application/Json; charset=UTF-8', 'application/json; charset=UTF-8'],
    ['MULTIPART/FORM-DATA; boundary=AbC', 'multipart/form-data; boundary=AbC'],
    ['multipart/form-data; boundary=AbC', 'multipart/form-data; boundary=AbC'],
  ])('hands Payload the media type %j in lower case, parameters as sent', async (given, handed) => {
    const out = await boundedPayloadRequest(
      new Request(url, { method: 'POST', headers: { 'content-type': given }, body: '{"a":1}' }),
    )
    expect((out as Request).headers.get('content-type')).toBe(handed)
    expect(await (out as Request).text()).toBe('{"a":1}')
  })

  it('refuses a declared body over 1 MB without reading it (413, both error shapes)', async () => {
    const { body, pulled } = streamed(100 * 1024 * 1024)
    const req = new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(100 * 1024 * 1024) },
      body,
      duplex: 'half',
    } as RequestInit)
    const out = (await boundedPayloadRequest(req)) as Response
    expect(out.status).toBe(413)
    expect(await out.json()).toEqual({
      errors: [{ message: 'The request body is larger than 1 MB.' }],
      error: { code: 'too_large', message: 'The request body is larger than 1 MB.' },
    })
    expect(pulled.bytes).toBeLessThanOrEqual(64 * 1024 * 2)
  })

  it('cuts a streamed 100 MB body off just past 1 MB', async () => {
    const { body, pulled } = streamed(100 * 1024 * 1024)
    const out = (await boundedPayloadRequest(
      new Request(url, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit),
    )) as Response
    expect(out.status).toBe(413)
    expect(pulled.bytes).toBeLessThan(JSON_BODY_MAX_BYTES + 4 * 64 * 1024)
  })

  it('bounds a text/plain body the same way (any non-file body)', async () => {
    const out = (await boundedPayloadRequest(
      new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'a'.repeat(JSON_BODY_MAX_BYTES + 1),
      }),
    )) as Response
    expect(out.status).toBe(413)
  })

  it('refuses an upload whose Content-Length is over the upload limit, and streams a smaller one through untouched', async () => {
    const big = await boundedPayloadRequest(
      new Request('http://localhost/api/media', {
        method: 'POST',
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(UPLOAD_REQUEST_MAX_BYTES + 1),
        },
        body: 'x',
      }),
    )
    expect((big as Response).status).toBe(413)
    const small = new Request('http://localhost/api/media', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x--',
    })
    expect(await boundedPayloadRequest(small)).toBe(small)
  })

  it('leaves GET alone', async () => {
    const get = new Request(url)
    expect(await boundedPayloadRequest(get)).toBe(get)
  })
})
