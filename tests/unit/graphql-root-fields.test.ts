import { describe, expect, it } from 'vitest'

import { GRAPHQL_MAX_ROOT_FIELDS, tooManyRootFields } from '@/http/payload-request-shape'

// issue 8 defect 1: "150 aliases of allMedia(limit:100000, pagination:false) … froze the server.
// Payload's complexity cap counts fields, not rows." Root fields (aliases included) are capped.
const body = (query: string) => JSON.stringify({ query })
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
    expect(tooManyRootFields(body(query))?.status ?? null).toBe(expected)
  })

  it('the refusal says what the limit is', async () => {
    const refused = tooManyRootFields(body(`{ ${fields(30)} }`))
    expect((await refused!.json()).error.message).toBe(
      `Ask for at most ${GRAPHQL_MAX_ROOT_FIELDS} root fields (aliases included) in one operation.`,
    )
  })
})
