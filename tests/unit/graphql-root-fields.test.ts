import { describe, expect, it } from 'vitest'

import { GRAPHQL_MAX_DEPTH, GRAPHQL_MAX_ROOT_FIELDS, readGraphql, refusedShape } from '@/http/payload-request-shape'

// docs/features/security.md "Walls": 150 aliases of allMedia(limit:100000, pagination:false) froze the server, as
// Payload's complexity cap counts fields, not rows. Root fields (aliases included) are capped.
const refusal = (query: string) => refusedShape(readGraphql(JSON.stringify({ query })).document)
const fields = (n: number, prefix = 'a') =>
  Array.from({ length: n }, (_, i) => `${prefix}${i}: Cars(limit: 1) { docs { id } }`).join(' ')

describe('GraphQL root-field cap', () => {
  it.each([
    ['exactly the cap', `{ ${fields(GRAPHQL_MAX_ROOT_FIELDS)} }`, null],
    ['one over the cap', `{ ${fields(GRAPHQL_MAX_ROOT_FIELDS + 1)} }`, 400],
    ['150 aliases (the attack)', `{ ${fields(150)} }`, 400],
    [
      'over the cap through a fragment spread',
      `query { ...F } fragment F on Query { ${fields(GRAPHQL_MAX_ROOT_FIELDS + 1)} }`,
      400,
    ],
    [
      'over the cap through an inline fragment',
      `query { ... on Query { ${fields(GRAPHQL_MAX_ROOT_FIELDS + 1)} } }`,
      400,
    ],
    [
      'split over two fragments',
      `query { ...F ...G } fragment F on Query { ${fields(15)} } fragment G on Query { ${fields(15, 'b')} }`,
      400,
    ],
    [
      'nested fields do not count as root fields',
      `{ Cars { docs { ${Array.from({ length: 40 }, (_, i) => `f${i}: id`).join(' ')} } } }`,
      null,
    ],
    ['each operation is counted alone', `query A { ${fields(15)} } query B { ${fields(15)} }`, null],
  ])('%s → %s', (_case, query, expected) => {
    expect(refusal(query)?.status ?? null).toBe(expected)
  })

  it('the refusal says what the limit is', async () => {
    const refused = refusal(`{ ${fields(30)} }`)
    expect((await refused!.json()).error.message).toBe(
      `Ask for at most ${GRAPHQL_MAX_ROOT_FIELDS} root fields (aliases included) in one operation.`,
    )
  })

  // Security: "Bound staff GraphQL by cost (rows × depth) … Also limit aliases and depth."
  it.each([
    ['exactly the depth bound', GRAPHQL_MAX_DEPTH, null],
    ['one level deeper', GRAPHQL_MAX_DEPTH + 1, 400],
  ])('%s → %s', async (_case, levels, expected) => {
    const nested = `{ ${'a { '.repeat(levels - 1)}b${' }'.repeat(levels - 1)} }`
    const refused = refusal(nested)
    expect(refused?.status ?? null).toBe(expected)
    if (refused) expect((await refused.json()).error.message).toMatch(`at most ${GRAPHQL_MAX_DEPTH} levels`)
  })
})
