import { describe, expect, it } from 'vitest'

import {
  isWebhookSecret,
  newWebhookSecret,
  signedHeaders,
  signWebhook,
  verifyWebhook,
} from '@/integrations/lead-delivery/signature'

// docs/features/leads.md "Lead delivery", "The webhook": a JSON POST signed the Standard Webhooks way (webhook-id,
// webhook-timestamp, webhook-signature, HMAC-SHA256 with a per-dealership secret).
// The Standard Webhooks specification's own example (secret, id, timestamp, body → signature).
const VECTOR = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
}

describe('Standard Webhooks signature', () => {
  it("matches the specification's example", () => {
    expect(signWebhook(VECTOR.secret, VECTOR.id, VECTOR.timestamp, VECTOR.body)).toBe(VECTOR.signature)
  })

  const headers = signedHeaders(VECTOR.secret, VECTOR.id, VECTOR.timestamp, VECTOR.body)
  it.each<[string, Record<string, string>, string, number, boolean]>([
    ['a genuine message', headers, VECTOR.body, VECTOR.timestamp, true],
    [
      'one of several space-separated signatures (key rotation)',
      { ...headers, 'webhook-signature': `v1,AAAA ${headers['webhook-signature']}` },
      VECTOR.body,
      VECTOR.timestamp,
      true,
    ],
    ['a changed body', headers, '{"test": 2432232315}', VECTOR.timestamp, false],
    [
      'another id (replayed under a new id)',
      { ...headers, 'webhook-id': 'msg_other' },
      VECTOR.body,
      VECTOR.timestamp,
      false,
    ],
    ['a timestamp more than 5 minutes old', headers, VECTOR.body, VECTOR.timestamp + 301, false],
    ['a timestamp from the future', headers, VECTOR.body, VECTOR.timestamp - 301, false],
    [
      'an unknown version',
      { ...headers, 'webhook-signature': headers['webhook-signature'].replace('v1,', 'v2,') },
      VECTOR.body,
      VECTOR.timestamp,
      false,
    ],
    [
      'no signature',
      { 'webhook-id': VECTOR.id, 'webhook-timestamp': String(VECTOR.timestamp) },
      VECTOR.body,
      VECTOR.timestamp,
      false,
    ],
  ])('%s → %s', (_, h, body, now, ok) => expect(verifyWebhook(VECTOR.secret, h, body, now)).toBe(ok))

  it('another secret does not verify', () => {
    expect(verifyWebhook(newWebhookSecret(), headers, VECTOR.body, VECTOR.timestamp)).toBe(false)
  })

  it('makes whsec_ secrets of 24 random bytes, each different', () => {
    const a = newWebhookSecret()
    expect(isWebhookSecret(a)).toBe(true)
    expect(Buffer.from(a.slice(6), 'base64')).toHaveLength(24)
    expect(newWebhookSecret()).not.toBe(a)
  })
})
