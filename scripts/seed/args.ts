/**
 * Command line of `npm run seed -- [--cars N] [--seed N] [--now ISO-date]`. Without --cars the demo
 * size is used (tenants.ts); --cars shares N cars across the dealerships in proportion to it.
 * Dates are relative to --now, by default the start of the current hour.
 */
export type SeedArgs = { cars?: number; seed: number; now: Date }

export const DEFAULT_SEED = 20261122
const HOUR = 3_600_000

export function parseArgs(argv: string[], clock = Date.now()): SeedArgs {
  const raw = (flag: string) => {
    const i = argv.findIndex((a) => a === flag || a.startsWith(`${flag}=`))
    if (i < 0) return undefined
    return argv[i]!.includes('=') ? argv[i]!.slice(flag.length + 1) : argv[i + 1]
  }
  const whole = (flag: string) => {
    const value = raw(flag)
    if (value === undefined) return undefined
    const n = Number(value)
    if (!Number.isInteger(n) || n < 0) throw new Error(`${flag} needs a whole number, got "${value}"`)
    return n
  }
  const nowText = raw('--now')
  const now = nowText === undefined ? new Date(Math.floor(clock / HOUR) * HOUR) : new Date(nowText)
  if (Number.isNaN(now.getTime())) throw new Error(`--now needs a date such as 2026-11-22T04:00:00Z, got "${nowText}"`)
  return { cars: whole('--cars'), seed: whole('--seed') ?? DEFAULT_SEED, now }
}
