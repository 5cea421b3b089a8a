import { parse } from 'graphql'
import { describe, expect, it } from 'vitest'

import { depthOf, rootFieldsOf } from '@/http/graphql-shape'
import { loginFieldsOf, signedIn, signInsOf } from '@/http/graphql-sign-in'

// Security: "GraphQL loginUser bypass: the limiter matches the raw text loginUser; login\u0055ser
// hides it, and 20 aliases per request give 20 guesses … Decide on the parsed operation, not the text."
const LOGINS = new Map([['loginUser', 'users']])
const signIns = (query: string, variables: unknown = {}) => {
  const document = parse(query)
  return signInsOf(document, rootFieldsOf(document), variables, LOGINS)
}

describe('sign-ins of a GraphQL document', () => {
  it.each([
    ['none', '{ Cars { docs { id } } }', 0],
    ['one', 'mutation { loginUser(email: "a@b.test", password: "x") { token } }', 1],
    ['aliases each count', 'mutation { a: loginUser(email: "a", password: "x") { token } b: loginUser { token } }', 2],
    ['through a fragment', 'mutation { ...F } fragment F on Mutation { loginUser { token } }', 1],
    [
      'a fragment spread twice counts twice',
      'mutation { ...F ...F } fragment F on Mutation { loginUser { token } }',
      2,
    ],
    ['through an inline fragment', 'mutation { ... on Mutation { loginUser { token } } }', 1],
    ['across operations', 'mutation A { loginUser { token } } mutation B { loginUser { token } }', 2],
    ['a nested field is not a sign-in', '{ Users { docs { loginUser: email } } }', 0],
  ])('%s → %d', (_case, query, expected) => {
    expect(signIns(query)).toHaveLength(expected)
  })

  it('decodes a JSON escape before deciding, as Payload does', () => {
    const { query } = JSON.parse('{"query":"mutation { login\\u0055ser(email: \\"a@b.test\\") { token } }"}')
    expect(signIns(query)).toHaveLength(1)
  })

  it.each([
    ['a literal', 'mutation { x: loginUser(email: " Boss@Dealer.test ", password: "pw") { token } }', {}],
    [
      'variables',
      'mutation ($e: String!, $p: String) { x: loginUser(email: $e, password: $p) { token } }',
      { e: 'boss@dealer.test', p: 'pw' },
    ],
    [
      'a default',
      'mutation ($e: String = "BOSS@dealer.test") { x: loginUser(email: $e, password: "pw") { token } }',
      {},
    ],
  ])('reads the e-mail the throttle keys on from %s', (_case, query, variables) => {
    expect(signIns(query, variables)).toEqual([
      { collection: 'users', answerKey: 'x', credentials: { email: 'boss@dealer.test', password: 'pw' } },
    ])
  })

  it('names Payload’s login mutation of each auth collection', () => {
    const collections = [
      { slug: 'users', auth: {}, graphQL: {} },
      { slug: 'cars', auth: false },
      { slug: 'shoppers', auth: { disableLocalStrategy: true } },
    ] as unknown as Parameters<typeof loginFieldsOf>[0]['collections']
    expect([...loginFieldsOf({ collections })]).toEqual([['loginUser', 'users']])
  })

  it.each([
    [{ data: { x: { token: 't' } } }, true],
    [{ data: { x: null }, errors: [{ message: 'The email or password provided is incorrect.' }] }, false],
    [null, false],
  ])('signedIn(%j) → %s', (answer, expected) => expect(signedIn(answer, 'x')).toBe(expected))
})

describe('shape of a GraphQL document', () => {
  it.each([
    ['{ a }', 1],
    ['{ a { b { c } } }', 3],
    ['{ ...F } fragment F on Query { a { b } }', 2],
    ['query A { a } query B { a { b { c { d } } } }', 4],
  ])('depthOf(%s) → %d', (query, expected) => expect(depthOf(parse(query))).toBe(expected))

  it('expands a chain of fragments that each spread the next twice in linear time', () => {
    const chain = Array.from({ length: 200 }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`)
    const document = parse(`{ ...F0 } ${chain.join(' ')} fragment F200 on Query { ...Missing }`)
    const started = performance.now()
    expect(rootFieldsOf(document)[0]).toHaveLength(0)
    expect(depthOf(document)).toBe(0)
    expect(performance.now() - started).toBeLessThan(500)
  })
})
