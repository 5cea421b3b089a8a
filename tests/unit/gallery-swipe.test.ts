import { describe, expect, it } from 'vitest'

import { swipeStep } from '@/domain/vehicle/swipe'

// "phone gallery doesn't respond to a swipe": a swipe left shows the next photo, right the previous;
// a tap or an up-down drag (the page scrolling) moves nothing.
describe('a swipe on the gallery', () => {
  it.each([
    ['left, far enough', -120, 10, 1],
    ['right, far enough', 90, -5, -1],
    ['a tap', 3, 2, 0],
    ['too short', -30, 0, 0],
    ['mostly vertical: the page scrolls', -60, 200, 0],
  ])('%s', (_, dx, dy, step) => expect(swipeStep(dx, dy)).toBe(step))
})
