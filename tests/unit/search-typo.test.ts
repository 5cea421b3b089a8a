import { describe, expect, it } from 'vitest'

import { allowedTypos, isTypoOf, osaDistance } from '@/search/typo'

describe('optimal string alignment distance', () => {
  it.each([
    ['corola', 'corolla', 1], // a missing letter
    ['tuscon', 'tucson', 1], // two letters swapped: one edit (FINDINGS: FTS5, pg_trgm and MiniSearch miss it)
    ['landcruser', 'landcruiser', 1],
    ['hilxu', 'hilux', 1],
    ['camry', 'camry', 0],
    ['ab', 'ba', 1],
    ['ca', 'abc', 3], // OSA does not edit a swapped pair again (Damerau would say 2)
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
    ['ranger', 'rangre', 1],
  ] as const)('%s → %s is %i', (a, b, d) => {
    expect(osaDistance(a, b)).toBe(d)
    expect(osaDistance(b, a)).toBe(d)
  })

  it('stops early once the distance must exceed the maximum', () => {
    expect(osaDistance('toyota', 'mitsubishi', 2)).toBe(3)
    expect(osaDistance('a', 'abcdef', 1)).toBe(2)
  })
})

describe('typo allowance by word length (none under 4, one for 4-7, two for 8+)', () => {
  it.each([
    ['kia', 0],
    ['golf', 1],
    ['corola', 1],
    ['corolla', 1],
    ['outlandr', 2],
    ['landcruser', 2],
  ] as const)('%s allows %i', (word, n) => expect(allowedTypos(word)).toBe(n))

  it.each([
    ['corola', 'corolla', true],
    ['tuscon', 'tucson', true],
    ['landcruser', 'landcruiser', true],
    ['lndcruser', 'landcruiser', true], // two edits, 9 letters
    ['crola', 'corolla', false], // two edits, 5 letters
    ['kai', 'kia', false], // too short for any typo
  ] as const)('%s is a typo of %s: %s', (word, token, yes) => expect(isTypoOf(word, token)).toBe(yes))
})
