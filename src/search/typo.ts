/**
 * Typo tolerance. Words under 4 characters must match exactly, 4-7 characters allow one edit, 8 or
 * more allow two (Typesense's min_len_1typo=4, min_len_2typo=8). An edit is an insertion, deletion,
 * substitution or a swap of two adjacent letters, so 'tuscon' is one edit from 'tucson'.
 */
export const MIN_LENGTH_ONE_TYPO = 4
export const MIN_LENGTH_TWO_TYPOS = 8

export function allowedTypos(word: string): number {
  if (word.length >= MIN_LENGTH_TWO_TYPOS) return 2
  if (word.length >= MIN_LENGTH_ONE_TYPO) return 1
  return 0
}

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions). Returns max + 1 as
 * soon as the distance must exceed max, which keeps a scan over the vocabulary cheap.
 */
export function osaDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const la = a.length
  const lb = b.length
  if (Math.abs(la - lb) > max) return max + 1
  if (la === 0) return lb
  if (lb === 0) return la
  let prevPrev = new Array<number>(lb + 1).fill(0)
  let prev = Array.from({ length: lb + 1 }, (_, j) => j)
  let row = new Array<number>(lb + 1).fill(0)
  for (let i = 1; i <= la; i++) {
    row[0] = i
    let rowMin = i
    const ca = a.charCodeAt(i - 1)
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1)
      const cost = ca === cb ? 0 : 1
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost)
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb)
        d = Math.min(d, prevPrev[j - 2]! + 1)
      row[j] = d
      if (d < rowMin) rowMin = d
    }
    if (rowMin > max) return max + 1
    ;[prevPrev, prev, row] = [prev, row, prevPrev]
  }
  return prev[lb]!
}

/** True when word is within its allowed number of typos of token. */
export const isTypoOf = (word: string, token: string): boolean => {
  const max = allowedTypos(word)
  return max > 0 && osaDistance(word, token, max) <= max
}
