import { extractID } from 'payload/shared'
import { describe, expect, it } from 'vitest'

import { isWellFormedId, relationId } from '@/domain/ids'

// No 500 for bad input (docs/features/security.md "Proof"): an id from a request that the database cannot hold
// (`/api/media/abc`, `{"id":"abc"}` on SQL) names no document; it must not reach the driver.
describe('isWellFormedId', () => {
  it.each([
    [1, true, true],
    ['42', true, true],
    [' 7 ', true, true],
    ['abc', true, false],
    ['1e3', true, false],
    ['-1', true, false],
    [0, true, false],
    [1.5, true, false],
    [Number.NaN, true, false],
    [Infinity, true, false],
    ['9'.repeat(20), true, false],
    // PostgreSQL's serial ids are 4-byte integers: one past the largest names nothing.
    ['2147483647', true, true],
    ['2147483648', true, false],
    [2_147_483_648, true, false],
    ['', true, false],
    [null, true, false],
    [{}, true, false],
    ['65f0c0ffee0ddba11c0ffee0', false, true],
    ['', false, false],
    [' ', false, false],
    [3, false, true],
    [[], false, false],
  ])('%j (numeric ids: %s) → %s', (id, numeric, expected) => {
    expect(isWellFormedId(id, numeric)).toBe(expected)
  })
})

// One id reader, defined by Payload's extractID, instead of six id helpers: the domain may not
// import Payload, so relationId is the one reader, and Payload's own extractID defines what it must
// answer.
describe('relationId answers what Payload’s extractID does', () => {
  it.each([
    ['a number id', 7],
    ['a string id (MongoDB)', '65f0c0ffee0000000000abcd'],
    ['a populated document', { id: 12, name: 'Harbourside Toyota' }],
    ['a populated document with a string id', { id: 'abc', slug: 'x' }],
    ['a document with id 0', { id: 0 }],
  ])('%s', (_, value) => {
    expect(relationId(value)).toBe(extractID(value as never))
  })

  it.each([
    ['an empty field', null],
    ['an unset field', undefined],
    ['an object that is no relation', { name: 'x' }],
    ['a boolean', true],
  ])('%s names nothing', (_, value) => {
    expect(relationId(value)).toBeNull()
  })
})
