/**
 * Plausible Australian identifiers: ABNs with a valid checksum, dealer and repairer licence
 * numbers in each state's style, number plates and 17-character VINs. Pure functions of an Rng.
 */
import type { StateCode } from './places'
import type { Rng } from './random'

const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.int(0, 9)).join('')
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ'
const letters = (rng: Rng, n: number) => Array.from({ length: n }, () => rng.pick([...LETTERS])).join('')

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19]
export const isValidAbn = (abn: string) => {
  const d = abn.replace(/\s/g, '').split('').map(Number)
  if (d.length !== 11) return false
  d[0]! -= 1
  return d.reduce((sum, v, i) => sum + v * ABN_WEIGHTS[i]!, 0) % 89 === 0
}

/** An ABN that passes the ATO checksum, formatted '12 345 678 901'. */
export function abn(rng: Rng): string {
  for (;;) {
    const tail = digits(rng, 9)
    for (let lead = 10; lead <= 99; lead++) {
      const candidate = `${lead}${tail}`
      if (isValidAbn(candidate)) return candidate.replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4')
    }
  }
}

/** Dealer licence (DL#) in the state's style: NSW 'MD 053812', QLD 'DL 3079521', VIC 'LMCT 12345'. */
export function dealerLicence(rng: Rng, state: StateCode): string {
  switch (state) {
    case 'nsw':
      return `MD ${digits(rng, 6)}`
    case 'qld':
      return `DL 30${digits(rng, 5)}`
    case 'vic':
      return `LMCT ${rng.int(10000, 12999)}`
    case 'wa':
      return `MD ${rng.int(28000, 29999)}`
    default:
      return `DL ${digits(rng, 6)}`
  }
}

/** Repairer licence (MVR#). Only NSW (MVRL) and WA (MRB) license motor vehicle repairers. */
export function repairerLicence(rng: Rng, state: StateCode): string | null {
  if (state === 'nsw') return `MVRL ${rng.int(10000, 59999)}`
  if (state === 'wa') return `MRB ${rng.int(1000, 9999)}`
  return null
}

/** A standard number plate of the state: NSW 'ABC12D', QLD '123ABC', VIC '1AB2CD'. */
export function numberPlate(rng: Rng, state: StateCode): string {
  if (state === 'qld') return `${digits(rng, 3)}${letters(rng, 3)}`
  if (state === 'vic') return `${rng.int(1, 9)}${letters(rng, 2)}${rng.int(1, 9)}${letters(rng, 2)}`
  return `${letters(rng, 3)}${digits(rng, 2)}${letters(rng, 1)}`
}

const VIN_CHARS = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ'
const VIN_VALUE: Record<string, number> = Object.fromEntries(
  [...'ABCDEFGHJKLMNPRSTUVWXYZ'].map((c, i) => [
    c,
    [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9][i]!,
  ]),
)
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789'

/** A 17-character VIN: the maker's WMI, a model year code, a check digit and a unique serial. */
export function vin(rng: Rng, wmi: string, year: number, serial: number): string {
  const vds = Array.from({ length: 5 }, () => rng.pick([...VIN_CHARS])).join('')
  const yearCode = YEAR_CODES[(year - 2010 + 30 * 10) % 30]!
  const body = `${wmi}${vds}0${yearCode}${rng.pick([...LETTERS])}${String(serial % 1_000_000).padStart(6, '0')}`
  const sum = [...body].reduce((s, c, i) => s + (/\d/.test(c) ? Number(c) : VIN_VALUE[c]!) * VIN_WEIGHTS[i]!, 0)
  const check = sum % 11 === 10 ? 'X' : String(sum % 11)
  return body.slice(0, 8) + check + body.slice(9)
}
