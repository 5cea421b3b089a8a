/**
 * A swipe on the phone gallery (stock §2 "Image gallery"; ours: the spec names arrow keys, a phone
 * has none): far enough sideways, and
 * more sideways than up or down (a vertical drag scrolls the page), it moves one photo; 1 to the
 * next (a swipe to the left), -1 to the previous, 0 for no swipe.
 */
export const SWIPE_MIN_PX = 40

export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0
  return dx < 0 ? 1 : -1
}
