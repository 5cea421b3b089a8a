import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

// CONVENTIONS "A helper has one owner": a small rule is written once, and every caller uses it.
// These checks read the source for the shapes a second copy takes, so a new copy fails here.

const ROOTS = ['src', 'scripts', 'collections', 'globals', 'tenants']
const CODE = /\.(ts|tsx|mjs|js)$/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name)
    if (e.isDirectory()) return sourceFiles(p)
    return CODE.test(e.name) && !p.endsWith('payload-types.ts') ? [p] : []
  })
}

const files = ROOTS.flatMap(sourceFiles).map((path) => ({ path, text: readFileSync(path, 'utf8') }))

/** The lines of a text that match a shape, as 'line: text', comments included (a copy in a comment is rare). */
const hits = (text: string, shape: RegExp) =>
  text.split('\n').flatMap((line, i) => (shape.test(line) ? [`${i + 1}: ${line.trim()}`] : []))

/** Every match of a shape outside its owners, as 'path:line: text'. */
const bypasses = (shape: RegExp, owners: readonly string[]) =>
  files.filter((f) => !owners.includes(f.path)).flatMap((f) => hits(f.text, shape).map((h) => `${f.path}:${h}`))

// A car page's address written by hand: a template literal or a string joined onto /cars/. The staff
// API's and the admin's own /api/cars/{id} and /admin/collections/cars/{id} are not car pages.
const CAR_LINK = /(?<!\/api|\/collections)\/cars\/\$\{|['"`]\/cars\/['"`]\s*\+/

describe('a car page’s address is written only by carPath and carUrl (stock §2 /cars/{slug})', () => {
  it('the shape finds the known hand-written links', () => {
    for (const line of [
      '<Link href={`/cars/${car.slug}`}>',
      'url: `${origin}/cars/${car.slug}`,',
      "const page_id = '/cars/' + slug",
      'const url = `/cars/${encodeURIComponent(slug)}/autogauge`',
    ])
      expect(hits(line, CAR_LINK), line).toHaveLength(1)
    expect(hits('`/cars/trade-in?car_id=${id}`', CAR_LINK)).toEqual([])
    expect(hits('`/api/cars/${car.id}`', CAR_LINK)).toEqual([])
    expect(hits('`/admin/collections/cars/${car.id}/versions`', CAR_LINK)).toEqual([])
  })

  it('no file outside src/domain/links/car-path.ts writes one', () => {
    expect(bypasses(CAR_LINK, [join('src', 'domain', 'links', 'car-path.ts')])).toEqual([])
  })
})

// A car's call number read from its dealership and location by hand, beside carCallNumber.
const CALL_NUMBER = /chooseCallNumber\(|phones\?*\.call_override/

describe("a car's call number is chosen only by carCallNumber (finance §9 call-number choice)", () => {
  it('the shape finds the known copies of the adapter', () => {
    for (const line of ['callNumber: chooseCallNumber({', '    override: dealership.phones?.call_override,'])
      expect(hits(line, CALL_NUMBER), line).toHaveLength(1)
  })

  it('no file outside src/domain/phone/call-number.ts reads the override or calls chooseCallNumber', () => {
    expect(bypasses(CALL_NUMBER, [join('src', 'domain', 'phone', 'call-number.ts')])).toEqual([])
  })
})

// A Google Maps address written by hand, or a location's place link chosen over its address by hand.
const MAPS_LINK = /google\.com\/maps|place_url \|\|/

describe("Google Maps links are written only by src/domain/locations/directions.ts (stock §2 'Get Directions')", () => {
  it('the shape finds the known copies', () => {
    for (const line of [
      "  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(parts.join(', '))}`",
      '  l.place_url || directionsUrl(l.street, l.city, l.state?.toUpperCase(), l.postcode)',
      '            address?.place_url ||',
      'place_url: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(line)}`,',
    ])
      expect(hits(line, MAPS_LINK), line).toHaveLength(1)
  })

  it('no file outside the owner writes one', () => {
    expect(bypasses(MAPS_LINK, [join('src', 'domain', 'locations', 'directions.ts')])).toEqual([])
  })
})

// Whole numbers grouped by thousands another way than groupThousands (Intl, toLocaleString, a regex).
const THOUSANDS = /toLocaleString\(|Intl\.NumberFormat|\\d\{3\}\)\+/

describe('thousands are grouped only by src/domain/text/number.ts (stock §9 "comma thousands")', () => {
  it('the shape finds the known copies', () => {
    for (const line of [
      "const n = (x: number) => x.toLocaleString('en-AU')",
      "const whole = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 })",
      "String(n).replace(/\\B(?=(\\d{3})+(?!\\d))/g, ',')",
    ])
      expect(hits(line, THOUSANDS), line).toHaveLength(1)
  })

  it('no file outside the owner groups thousands by itself', () => {
    expect(
      bypasses(THOUSANDS, [join('src', 'domain', 'text', 'number.ts'), join('src', 'domain', 'pricing', 'format.ts')]),
    ).toEqual([])
  })
})

// The amortised repayment's (1 + r)^-n written again beside src/domain/finance/repayment.ts.
const REPAYMENT_FORMULA = /\(1 \+ \w+\) \*\* -?\w+|Math\.pow\(1 \+/

describe('the repayment formula is written only in src/domain/finance/repayment.ts (finance §9 "amortised loan")', () => {
  it('the shape finds the known copy', () => {
    for (const line of [
      '  return Math.round(((principal * r) / (1 - (1 + r) ** -n)) * 100) / 100',
      '  const pmt = (p * rate) / (1 - Math.pow(1 + rate, -periods))',
    ])
      expect(hits(line, REPAYMENT_FORMULA), line).toHaveLength(1)
  })

  it('no file outside the owner writes it (the seed imports it)', () => {
    expect(bypasses(REPAYMENT_FORMULA, [join('src', 'domain', 'finance', 'repayment.ts')])).toEqual([])
  })
})
