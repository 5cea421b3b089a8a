/** A small seeded PRNG (mulberry32) so generated stock and queries are the same on every run. */
export type Random = {
  next(): number
  int(min: number, max: number): number
  pick<T>(xs: readonly T[]): T
  chance(p: number): boolean
  sample<T>(xs: readonly T[], n: number): T[]
}

export function seeded(seed: number): Random {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]
  return {
    next,
    int,
    pick,
    chance: (p) => next() < p,
    sample: (xs, n) => {
      const copy = [...xs]
      const out = []
      while (out.length < n && copy.length) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0])
      return out
    },
  }
}
