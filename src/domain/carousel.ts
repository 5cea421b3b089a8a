/** spec: stock §2 "as a grid or a carousel (carousel starts at index 1 and loops)". */
export const CAROUSEL_START_INDEX = 1

export type CarouselOptions = { loop: boolean }

/** The first slide shown: index 1 when there is one, else 0. */
export const startIndex = (count: number) => (count > CAROUSEL_START_INDEX ? CAROUSEL_START_INDEX : 0)

export function nextIndex(index: number, count: number, { loop }: CarouselOptions): number {
  if (count <= 0) return 0
  if (index >= count - 1) return loop ? 0 : count - 1
  return index + 1
}

export function previousIndex(index: number, count: number, { loop }: CarouselOptions): number {
  if (count <= 0) return 0
  if (index <= 0) return loop ? count - 1 : 0
  return index - 1
}

/** Arrows are disabled at the ends only when the carousel does not loop (and both when one slide). */
export function arrowsDisabled(index: number, count: number, { loop }: CarouselOptions) {
  if (count <= 1) return { previous: true, next: true }
  return loop ? { previous: false, next: false } : { previous: index <= 0, next: index >= count - 1 }
}
