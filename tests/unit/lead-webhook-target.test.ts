import { describe, expect, it } from 'vitest'

import { assertPublicWebhookTarget, isInternalAddress } from '@/integrations/lead-delivery/target'

// A dealership's staff type the webhook URL; the server must not be made to POST to itself, its
// database, Redis or a cloud metadata endpoint (server-side request forgery).
describe('webhook targets', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['10.1.2.3', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true], // cloud metadata
    ['100.64.0.1', true], // carrier-grade NAT
    ['0.0.0.0', true],
    ['::1', true],
    ['::', true],
    ['fd00::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    ['not-an-ip', true],
    ['8.8.8.8', false],
    ['172.32.0.1', false],
    ['203.0.113.10', false],
    ['2606:4700::1111', false],
    ['::ffff:8.8.8.8', false],
  ])('%s internal → %s', (ip, internal) => {
    expect(isInternalAddress(ip)).toBe(internal)
  })

  const resolver = (answers: Record<string, string[]>) => async (host: string) =>
    (answers[host] ?? []).map((address) => ({ address }))

  it('refuses a host that resolves to an internal address, and an IP literal', async () => {
    const resolve = resolver({ 'crm.example.com': ['203.0.113.5'], 'sneaky.example.com': ['203.0.113.5', '10.0.0.7'] })
    await expect(assertPublicWebhookTarget('https://crm.example.com/hook', false, resolve)).resolves.toBeUndefined()
    await expect(assertPublicWebhookTarget('https://sneaky.example.com/hook', false, resolve)).rejects.toThrow(
      /internal address \(10\.0\.0\.7\)/,
    )
    await expect(assertPublicWebhookTarget('https://169.254.169.254/latest', false, resolve)).rejects.toThrow(/refused/)
    await expect(assertPublicWebhookTarget('https://[::1]:8443/hook', false, resolve)).rejects.toThrow(/refused/)
    await expect(assertPublicWebhookTarget('https://nowhere.example.com/hook', false, resolve)).rejects.toThrow(
      /refused/,
    )
  })

  it('lets tests and a CRM on the same machine through when the operator allows it', async () => {
    await expect(assertPublicWebhookTarget('http://127.0.0.1:3311/hook', true, resolver({}))).resolves.toBeUndefined()
  })
})
