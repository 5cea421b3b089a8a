import { describe, expect, it } from 'vitest'

import { pageExpiryChannel, redisDatabase } from '@/cache/page-expiry-bus'

// Security: "the page-expiry channel is shared across Redis databases (name it by deployment and
// database)". Redis pub/sub reaches every subscriber of the server, whatever database it selected.
describe('redisDatabase (as ioredis reads the URL)', () => {
  it.each([
    ['redis://127.0.0.1:6379', 0],
    ['redis://127.0.0.1:6379/', 0],
    ['redis://127.0.0.1:6379/3', 3],
    ['rediss://:secret@cache.example:6380/12', 12],
    ['redis://127.0.0.1:6379?db=5', 5],
    ['redis://127.0.0.1:6379/x', 0],
    ['not a url', 0],
  ])('%s → %s', (url, db) => expect(redisDatabase(url)).toBe(db))
})

describe('pageExpiryChannel', () => {
  it.each([
    ['forecourt:rl', 'redis://127.0.0.1:6379', 'forecourt:rl:db0:page-expiry'],
    ['forecourt:rl', 'redis://127.0.0.1:6379/2', 'forecourt:rl:db2:page-expiry'],
    ['staging:rl', 'redis://127.0.0.1:6379/2', 'staging:rl:db2:page-expiry'],
  ])('%s on %s → %s', (deployment, url, channel) => expect(pageExpiryChannel(deployment, url)).toBe(channel))
})
