import { describe, expect, it } from 'vitest'

import { levelForStatus, redactText, redactValue, serializeError } from '@/log/redact'

// docs/features/security.md "Walls", "The log holds no secrets": a failed write to users logged the SQL with its bound
// parameters (password hash, salt and reset token); they are redacted, and 401/403 are logged at
// warn level without a stack.
const HASH = 'ab'.repeat(512)
const SALT = 'cd'.repeat(32)
const TOKEN = 'ef'.repeat(20)

/** The shape of drizzle's DrizzleQueryError, as the users write failed in the attack. */
function failedUsersWrite() {
  const cause = Object.assign(new Error('SQLite3 can only bind numbers, strings, bigints, buffers, and null'), {
    code: 'SQLITE_MISMATCH',
  })
  return Object.assign(
    new Error(
      `Failed query: update "users" set "role" = ?, "hash" = ?, "salt" = ?, "reset_password_token" = ? where "users"."id" = ?\nparams: super-admin,${HASH},${SALT},${TOKEN},7`,
    ),
    { name: 'DrizzleQueryError', query: 'update "users" set …', params: ['super-admin', HASH, SALT, TOKEN, 7], cause },
  )
}

describe('serializeError', () => {
  it('keeps the query text but no bound value, in the message, the stack or the properties', () => {
    const out = JSON.stringify(serializeError(failedUsersWrite()))
    for (const secret of [HASH, SALT, TOKEN]) expect(out).not.toContain(secret)
    expect(out).toContain('Failed query: update \\"users\\"')
    expect(out).toContain('SQLite3 can only bind')
  })

  it.each([401, 403])('logs a %i without a stack', (status) => {
    const err = Object.assign(new Error('You are not allowed to perform this action.'), { name: 'Forbidden', status })
    expect(serializeError(err)).toEqual({
      type: 'Forbidden',
      message: 'You are not allowed to perform this action.',
      status,
    })
  })

  it('reads the status of a GraphQL error from the error it wraps', () => {
    const wrapped = Object.assign(new Error('You are not allowed to perform this action.'), {
      name: 'GraphQLError',
      originalError: { status: 403 },
    })
    expect(serializeError(wrapped)).toEqual({
      type: 'GraphQLError',
      message: 'You are not allowed to perform this action.',
      status: 403,
    })
  })

  it('keeps the stack of a server fault', () => {
    expect(JSON.stringify(serializeError(new Error('boom')))).toContain('at ')
  })
})

describe('redactValue', () => {
  it('censors secret keys at any depth and scrubs strings', () => {
    const out = redactValue({
      user: { email: 'a@b.test', hash: HASH, salt: SALT, resetPasswordToken: TOKEN },
      note: `token ${TOKEN}`,
    })
    expect(JSON.stringify(out)).not.toMatch(new RegExp(`${SALT}|${TOKEN}`))
    expect(out).toMatchObject({ user: { email: 'a@b.test', hash: '[redacted]' } })
  })

  it('leaves ordinary text alone', () => {
    expect(redactText('GET /api/cars?limit=10 answered 200')).toBe('GET /api/cars?limit=10 answered 200')
  })
})

describe('levelForStatus', () => {
  it.each([
    [401, 'warn'],
    [403, 'warn'],
    [400, 'info'],
    [404, 'info'],
    [500, undefined],
    [undefined, undefined],
  ])('%s → %s', (status, level) => expect(levelForStatus(status)).toBe(level))
})
