import { describe, expect, it } from 'vitest'

import { arrowsDisabled, nextIndex, previousIndex, startIndex } from '@/domain/carousel'

// spec: stock §2 "as a grid or a carousel (carousel starts at index 1 and loops)"
describe('carousel position', () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 1],
    [9, 1],
  ])('starts at index 1 when it can (%i slides → %i)', (count, start) => expect(startIndex(count)).toBe(start))

  it.each([
    // index, count, loop, next, previous
    [0, 5, true, 1, 4],
    [4, 5, true, 0, 3],
    [4, 5, false, 4, 3],
    [0, 5, false, 1, 0],
    [0, 1, true, 0, 0],
    [0, 0, true, 0, 0],
  ])('at %i of %i (loop %s): next %i, previous %i', (i, count, loop, next, prev) => {
    expect(nextIndex(i, count, { loop })).toBe(next)
    expect(previousIndex(i, count, { loop })).toBe(prev)
  })

  it.each([
    [0, 5, true, { previous: false, next: false }],
    [0, 5, false, { previous: true, next: false }],
    [4, 5, false, { previous: false, next: true }],
    [2, 5, false, { previous: false, next: false }],
    [0, 1, true, { previous: true, next: true }],
  ])('arrows at %i of %i (loop %s): %o', (i, count, loop, disabled) =>
    expect(arrowsDisabled(i, count, { loop })).toEqual(disabled),
  )
})
