import { describe, expect, it } from 'vitest'

import { metricsAccess } from '@/ops/metrics-token'

// docs/deploy.md "Operations": "GET /api/metrics … METRICS_TOKEN unset: 404; a missing or wrong bearer
// token: 401".
const TOKEN = 'b7c1f0e2-metrics-token-4a9d'

describe('who may read the metrics', () => {
  it.each([
    // [case, Authorization, METRICS_TOKEN, verdict]
    ['no token configured: the endpoint does not exist', `Bearer ${TOKEN}`, undefined, 'disabled'],
    ['an empty token is none', `Bearer ${TOKEN}`, '', 'disabled'],
    ['a blank token is none', 'Bearer  ', '   ', 'disabled'],
    ['the right bearer token', `Bearer ${TOKEN}`, TOKEN, 'allowed'],
    ['the scheme in any case', `bearer ${TOKEN}`, TOKEN, 'allowed'],
    ['a configured token with stray spaces', `Bearer ${TOKEN}`, ` ${TOKEN}\n`, 'allowed'],
    ['no Authorization header', null, TOKEN, 'denied'],
    ['a wrong token', 'Bearer not-the-token', TOKEN, 'denied'],
    ['a prefix of the token', `Bearer ${TOKEN.slice(0, 8)}`, TOKEN, 'denied'],
    ['the token with more after it', `Bearer ${TOKEN}x`, TOKEN, 'denied'],
    ['the token as Basic credentials', `Basic ${TOKEN}`, TOKEN, 'denied'],
    ['the bare token without a scheme', TOKEN, TOKEN, 'denied'],
    ['two tokens', `Bearer ${TOKEN} ${TOKEN}`, TOKEN, 'denied'],
  ] as const)('%s', (_case, authorization, token, verdict) => {
    expect(metricsAccess(authorization, token)).toBe(verdict)
  })
})
