import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SMS_SEND_TIMEOUT_MS } from '@/domain/verification'
import { SmsConfigError, SmsError, smsGatewayFor } from '@/integrations/sms'
import { readOutbox } from '@/integrations/sms/development'
import { httpSms } from '@/integrations/sms/http'

// ARCHITECTURE "Every HTTP adapter is tested against a local fake of its service: request shape,
// auth, timeouts and error mapping." The fake is a real HTTP server on a free port.
type Seen = { method?: string; path?: string; auth?: string; type?: string; body: unknown }
let seen: Seen[] = []
let reply: (res: http.ServerResponse) => void = (res) => res.end()
const server = http.createServer((req, res) => {
  let text = ''
  req.on('data', (c) => (text += c))
  req.on('end', () => {
    seen.push({
      method: req.method,
      path: req.url,
      auth: req.headers.authorization,
      type: req.headers['content-type'],
      body: JSON.parse(text || 'null'),
    })
    reply(res)
  })
})
let url = ''
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/messages`
})
afterAll(() => new Promise<void>((r) => server.close(() => r())))

const json = (status: number, body: unknown) => (res: http.ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

describe('HTTP SMS gateway against a local fake', () => {
  it('POSTs {to (+61…), message, from} as JSON with the bearer token, and answers the message id', async () => {
    seen = []
    reply = json(201, { id: 'msg-1' })
    const gateway = httpSms({ url, token: 's3cret', sender: 'Forecourt' })
    expect(await gateway.send({ to: '0412 345 678', text: '123456 is your code' })).toEqual({ id: 'msg-1' })
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/v1/messages',
        auth: 'Bearer s3cret',
        type: 'application/json',
        body: { to: '+61412345678', message: '123456 is your code', from: 'Forecourt' },
      },
    ])
  })

  it("a message's own sender (the site's merged sms_sender_name) wins over the gateway's", async () => {
    seen = []
    reply = json(201, { id: 'msg-2' })
    const gateway = httpSms({ url, token: 's3cret', sender: 'Forecourt' })
    await gateway.send({ to: '0412345678', text: 'x', sender: 'HarbourToyo' })
    await httpSms({ url, token: 't' }).send({ to: '0412345678', text: 'y', sender: 'HarbourToyo' })
    expect(seen.map((s) => (s.body as { from?: string }).from)).toEqual(['HarbourToyo', 'HarbourToyo'])
  })

  it('reads messageId too, and leaves `from` out without a sender', async () => {
    seen = []
    reply = json(200, { messageId: 77 })
    expect(await httpSms({ url, token: 't' }).send({ to: '0412345678', text: 'x' })).toEqual({ id: '77' })
    expect(seen[0]!.body).toEqual({ to: '+61412345678', message: 'x' })
  })

  it.each([
    [400, { error: 'invalid number' }, 'rejected'],
    [401, { error: 'bad token' }, 'rejected'],
    [429, {}, 'rejected'],
    [500, {}, 'unavailable'],
    [503, {}, 'unavailable'],
    [200, { nothing: true }, 'unavailable'],
  ])('HTTP %i %j → SmsError %s', async (status, body, reason) => {
    reply = json(status, body)
    const err = await httpSms({ url, token: 't' })
      .send({ to: '0412345678', text: 'x' })
      .catch((e) => e)
    expect(err).toBeInstanceOf(SmsError)
    expect(err.reason).toBe(reason)
  })

  it('times out (finance §9: 15,000 ms by default) and says so', async () => {
    reply = () => undefined // never answers
    const started = Date.now()
    const err = await httpSms({ url, token: 't', timeoutMs: 200 })
      .send({ to: '0412345678', text: 'x' })
      .catch((e) => e)
    expect(err).toBeInstanceOf(SmsError)
    expect(err.reason).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(SMS_SEND_TIMEOUT_MS).toBe(15_000)
  })

  it('maps a refused connection to unavailable', async () => {
    const err = await httpSms({ url: 'http://127.0.0.1:1/none', token: 't' })
      .send({ to: '0412345678', text: 'x' })
      .catch((e) => e)
    expect(err).toBeInstanceOf(SmsError)
    expect(err.reason).toBe('unavailable')
  })
})

describe('choosing the gateway: the development transport is never picked in production by accident', () => {
  it.each([
    [{ NODE_ENV: 'development' }, 'development'],
    [{ NODE_ENV: 'test' }, 'development'],
    [{ NODE_ENV: 'production', SMS_TRANSPORT: 'development' }, 'development'],
    [{ NODE_ENV: 'production', SMS_GATEWAY_URL: 'https://sms.example', SMS_GATEWAY_TOKEN: 't' }, 'http'],
    [{ NODE_ENV: 'development', SMS_GATEWAY_URL: 'https://sms.example', SMS_GATEWAY_TOKEN: 't' }, 'http'],
  ])('%j → %s', (env, kind) => expect(smsGatewayFor(env).kind).toBe(kind))

  it.each([
    [{ NODE_ENV: 'production' }],
    [{ NODE_ENV: 'production', SMS_GATEWAY_URL: 'https://sms.example' }],
    [{ NODE_ENV: 'development', SMS_TRANSPORT: 'http' }],
    [{ NODE_ENV: 'production', SMS_TRANSPORT: 'carrier-pigeon' }],
  ])('%j → a configuration error', (env) => expect(() => smsGatewayFor(env)).toThrow(SmsConfigError))
})

describe('development transport', () => {
  it('writes the message to the log and to the outbox, newest first, filterable by number', async () => {
    const gateway = smsGatewayFor({ NODE_ENV: 'test' })
    await gateway.send({ to: '0400000001', text: '111111 is your code', meta: { site: 'a', code: '111111' } })
    await gateway.send({ to: '0400000002', text: '222222 is your code', meta: { site: 'b', code: '222222' } })
    expect(readOutbox('0400000001')[0]).toMatchObject({ to: '0400000001', code: '111111', site: 'a' })
    expect(readOutbox()[0]).toMatchObject({ to: '0400000002', code: '222222' })
  })
})
