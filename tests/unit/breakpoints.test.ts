import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { belowBreakpoint, BREAKPOINTS, fromBreakpoint } from '@/components/layout/breakpoints'

// spec: finance §9 "Breakpoints: xs 400, sm 576, md 768, lg 992, xl 1200, xxl 1400."
// docs/features/phones-and-breakpoints.md "Phones and breakpoints": one set of tokens, used by every layout. CSS media queries
// cannot use custom properties, so this test is the enforcement: every width in a media condition
// (stylesheets' @media, and media strings in code such as <img sizes> or matchMedia) is one of the
// tokens.

const ROOTS = ['src', 'tenants', 'public']
// Payload's admin styles are Payload's layout, not a dealer site's.
const SKIP = [path.join('src', 'app', '(payload)')]
const CODE = /\.(css|scss|ts|tsx)$/

function sourceFiles(dir: string): string[] {
  if (SKIP.some((s) => dir.startsWith(s))) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name)
    if (e.isDirectory()) return sourceFiles(p)
    return CODE.test(e.name) && !p.endsWith('payload-types.ts') ? [p] : []
  })
}

const allowed = new Set(Object.values(BREAKPOINTS).flatMap((w) => [w, Number((w - 0.02).toFixed(2))]))

/** Every media width in a text that is not a breakpoint token (or a token less .02 for max-width). */
export function offendingWidths(text: string): string[] {
  const found: string[] = []
  // (min-width: 992px), (max-width: 991.98px), and range syntax (width < 992px), (992px <= width)
  const feature = /\((min|max)-(?:device-)?width\s*:\s*([\d.]+)([a-z%]*)\s*\)/gi
  const range = /\(\s*(?:width\s*[<>]=?\s*([\d.]+)([a-z%]*)|([\d.]+)([a-z%]*)\s*[<>]=?\s*width)\b/gi
  for (const m of text.matchAll(feature)) {
    if (m[3] !== 'px' || !allowed.has(Number(m[2]))) found.push(m[0])
  }
  for (const m of text.matchAll(range)) {
    const [value, unit] = m[1] ? [m[1], m[2]] : [m[3], m[4]]
    if (unit !== 'px' || !allowed.has(Number(value))) found.push(m[0])
  }
  return found
}

describe('breakpoint tokens', () => {
  it("are the spec's six widths, smallest first", () => {
    expect(BREAKPOINTS).toEqual({ xs: 400, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 })
    expect(fromBreakpoint('lg')).toBe('(min-width: 992px)')
    expect(belowBreakpoint('lg')).toBe('(max-width: 991.98px)')
  })

  it.each([
    ['@media (min-width: 992px) { a { b: c } }', []],
    ['@media (max-width: 575.98px) { a { b: c } }', []],
    ['sizes="(max-width: 992px) 100vw, 760px"', []],
    ['@media (min-width: 800px) { a { b: c } }', ['(min-width: 800px)']],
    ['@media (max-width: 40em) { a { b: c } }', ['(max-width: 40em)']],
    ['@media (width < 900px) { a { b: c } }', ['(width < 900px']],
    ['@media (prefers-reduced-motion: reduce) { a { b: c } }', []],
  ])('the checker judges %s', (text, expected) => {
    expect(offendingWidths(text)).toEqual(expected)
  })

  it('every media width in src/ and tenants/ is a token', () => {
    const files = ROOTS.flatMap(sourceFiles)
    expect(files.length).toBeGreaterThan(50)
    const offenders = files.flatMap((f) => offendingWidths(fs.readFileSync(f, 'utf8')).map((w) => `${f}: ${w}`))
    expect(offenders).toEqual([])
  })
})
