import { describe, expect, it } from 'vitest'

import { withoutSuggestions } from '@/http/graphql-hints'
import { API_LIST_MAX, boundApiLists } from '@collections/hooks/bound-api-lists'

// docs/features/security.md "Walls", "Lists are bounded": a cap (100) on every REST and GraphQL list, and
// pagination=false refused to all but super-admins.
const staff = { collection: 'users', id: 1, role: 'editor' }
const root = { collection: 'users', id: 2, role: 'super-admin' }
const run = (args: Record<string, unknown>, user: object | null, payloadAPI = 'REST', operation = 'read') =>
  boundApiLists({ args, operation, req: { payloadAPI, user } } as never) as Record<string, unknown>

describe('boundApiLists', () => {
  it.each([
    [100000, API_LIST_MAX],
    [0, API_LIST_MAX],
    [-5, API_LIST_MAX],
    [25, 25],
    [API_LIST_MAX, API_LIST_MAX],
  ])('caps limit %i to %i over REST and GraphQL', (limit, expected) => {
    expect(run({ limit }, null).limit).toBe(expected)
    expect(run({ limit }, staff, 'GraphQL').limit).toBe(expected)
  })

  it('refuses pagination=false to anyone but a super-admin', () => {
    expect(() => run({ pagination: false }, null)).toThrow(/super-admin/)
    expect(() => run({ pagination: false, limit: 10 }, staff, 'GraphQL')).toThrow(/super-admin/)
    expect(run({ pagination: false, limit: 0 }, root)).toMatchObject({ pagination: false, limit: 0 })
  })

  it("lets Payload's relationship loader read listed ids unpaginated", () => {
    expect(run({ pagination: false, where: { id: { in: [1, 2] } } }, staff).pagination).toBe(false)
    expect(
      run({ pagination: false, where: { and: [{ id: { in: [1] } }, { tenant: { equals: 1 } }] } }, null).pagination,
    ).toBe(false)
    expect(() => run({ pagination: false, where: { tenant: { equals: 1 } } }, staff)).toThrow(/super-admin/)
  })

  it('leaves the local API and writes alone', () => {
    expect(run({ limit: 0, pagination: false }, null, 'local').limit).toBe(0)
    expect(run({ limit: 0, pagination: false, overrideAccess: true }, staff).limit).toBe(0)
    expect(run({ limit: 0 }, staff, 'REST', 'update').limit).toBe(0)
  })
})

describe('withoutSuggestions (no GraphQL "Did you mean" hints)', () => {
  it('drops the hint and keeps the error', () => {
    const body = {
      errors: [{ message: 'Cannot query field "Userz" on type "Query". Did you mean "Users" or "User"?' }],
    }
    expect(withoutSuggestions(body)).toEqual({ errors: [{ message: 'Cannot query field "Userz" on type "Query".' }] })
  })
})
