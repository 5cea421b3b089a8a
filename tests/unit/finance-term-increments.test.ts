import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { FinanceCalculator } from '@/components/finance/FinanceCalculator.client'
import { type Bound, calculatorBounds, clampToBounds, termBound, termStepText } from '@/domain/finance/calculator'
import { calculatorDefaults } from '@/domain/finance/defaults'
import { NO_FEES } from '@/domain/finance/fees'

// spec: finance §5 "Loan term in years: 1 to 7 (5 max for some tenants), step 0.5, or custom year
// increments when configured." The increment is the dealership's rate_card.term_increment_years.

describe('termBound: "step 0.5, or custom year increments when configured"', () => {
  it.each<[string, number, number | null | undefined, Omit<Bound, 'zeroBelow'>]>([
    ['not configured: 1 to 7, step 0.5', 7, undefined, { min: 1, max: 7, step: 0.5, snap: true }],
    ['null is not configured', 7, null, { min: 1, max: 7, step: 0.5, snap: true }],
    ['whole years', 7, 1, { min: 1, max: 7, step: 1, snap: true }],
    ['"5 max for some tenants" with whole years', 5, 1, { min: 1, max: 5, step: 1, snap: true }],
    ['two-year increments: 1, 3, 5, 7', 7, 2, { min: 1, max: 7, step: 2, snap: true }],
    ['2.5-year increments end on the last step that fits (6)', 7, 2.5, { min: 1, max: 6, step: 2.5, snap: true }],
    ['1.5-year increments reach 7 (1 + 4 × 1.5)', 7, 1.5, { min: 1, max: 7, step: 1.5, snap: true }],
    ['three-year increments under the 5-year cap: 1, 4', 5, 3, { min: 1, max: 4, step: 3, snap: true }],
    ['quarter years', 7, 0.25, { min: 1, max: 7, step: 0.25, snap: true }],
    ['below a quarter year is ignored', 7, 0.1, { min: 1, max: 7, step: 0.5, snap: true }],
    ['0 is ignored', 7, 0, { min: 1, max: 7, step: 0.5, snap: true }],
    ['negative is ignored', 7, -1, { min: 1, max: 7, step: 0.5, snap: true }],
    ['more than the whole range is ignored', 7, 7, { min: 1, max: 7, step: 0.5, snap: true }],
    ['not a number is ignored', 7, Number.NaN, { min: 1, max: 7, step: 0.5, snap: true }],
  ])('%s', (_, max, configured, expected) => expect(termBound(max, configured)).toEqual(expected))

  it('calculatorBounds takes the dealership increment and the 5-year cap together', () => {
    expect(calculatorBounds({ flags: {}, price: 40_000, termIncrementYears: 1 }).term).toEqual({
      min: 1,
      max: 7,
      step: 1,
      snap: true,
    })
    expect(
      calculatorBounds({ flags: { finance_max_term_5: true }, price: 40_000, termIncrementYears: 2 }).term,
    ).toMatchObject({ max: 5, step: 2 })
    // The other inputs keep their own steps (finance §5 interest "step 0.5", price "Step 500").
    const bounds = calculatorBounds({ flags: {}, price: 40_000, termIncrementYears: 1 })
    expect([bounds.amount.step, bounds.interest.step, bounds.deposit.step]).toEqual([500, 0.5, 0.5])
  })
})

describe('clampToBounds snaps the term to its increments', () => {
  const half = termBound(7)
  const whole = termBound(7, 1)
  const two = termBound(7, 2)
  const capped = termBound(5, 1)
  it.each<[string, number, Bound, number]>([
    ['half years: 3.5 stays', 3.5, half, 3.5],
    ['half years: 3.3 → 3.5', 3.3, half, 3.5],
    ['half years: 3.2 → 3', 3.2, half, 3],
    ['whole years: 2.4 → 2', 2.4, whole, 2],
    ['whole years: 3.5 → 4 (half way rounds up)', 3.5, whole, 4],
    ['whole years: 6.9 → 7', 6.9, whole, 7],
    ['whole years: above 7 → 7', 12, whole, 7],
    ['whole years: below 1 → 1', 0, whole, 1],
    ['two-year increments count from 1: 4 → 5', 4, two, 5],
    ['two-year increments: 2.9 → 3', 2.9, two, 3],
    ['whole years, 5 max: 9 → 5', 9, capped, 5],
    ['quarter years: 2.3 → 2.25 (no binary noise)', 2.3, termBound(7, 0.25), 2.25],
    ['2.5-year increments: 7 → 6 (the last that fits)', 7, termBound(7, 2.5), 6],
    ['2.5-year increments: 5 → 6', 5, termBound(7, 2.5), 6],
  ])('%s', (_, value, bound, expected) => expect(clampToBounds(value, bound)).toBe(expected))

  it('the deposit does not snap (1234.3 stays 1234.3 though its step is 0.5)', () =>
    expect(clampToBounds(1234.3, calculatorBounds({ flags: {}, price: 40_000 }).deposit)).toBe(1234.3))
})

describe('the calculator opens on a term of its increments', () => {
  it('a 4.5-year lender term opens at 5 on a whole-year dealership, and at 4.5 otherwise', () => {
    const lender = {
      lender: 'youx',
      interestRate: 9,
      comparisonRate: 9.5,
      termYears: 4.5,
      deposit: 0,
      establishmentFee: 0,
      disclaimer: null,
    }
    const open = (termIncrementYears?: number) =>
      calculatorDefaults({
        price: 40_000,
        bounds: calculatorBounds({ flags: {}, price: 40_000, termIncrementYears }),
        lender,
        rateCard: null,
        flags: {},
      }).defaults.termYears
    expect(open(1)).toBe(5)
    expect(open()).toBe(4.5)
  })
})

describe('the term box names a custom increment', () => {
  it.each<[string, Bound, string | null]>([
    ['half years (the default) need no hint', termBound(7), null],
    ['whole years', termBound(7, 1), 'In steps of 1 year'],
    ['two years', termBound(7, 2), 'In steps of 2 years'],
    ['quarter years', termBound(7, 0.25), 'In steps of 0.25 years'],
  ])('%s', (_, bound, expected) => expect(termStepText(bound)).toBe(expected))

  const render = (termIncrementYears?: number) =>
    renderToStaticMarkup(
      createElement(FinanceCalculator, {
        carSlug: 'a-car',
        price: 30_000,
        bounds: calculatorBounds({ flags: {}, price: 30_000, termIncrementYears }),
        defaults: { amount: 30_000, termYears: 5, interestRate: 10, deposit: 0, residual: 0 },
        fees: NO_FEES,
        roundUp: false,
        priceDifferenceRounding: false,
        interestLocked: false,
        showFrequency: true,
        disclaimer: null,
        disclaimerLink: false,
        comparisonRange: null,
      }),
    )
  it('whole years: the box is numeric and described by its hint', () => {
    const html = render(1)
    const term = html.match(/<input[^>]*id="[^"]*-term"[^>]*>/)![0]
    expect(term).toMatch(/inputmode="numeric"/i)
    const described = term.match(/aria-describedby="([^"]+)"/)![1]
    expect(html).toMatch(new RegExp(`<p id="${described}"[^>]*>In steps of 1 year</p>`))
  })
  it('half years: a decimal box with no hint', () => {
    const html = render()
    const term = html.match(/<input[^>]*id="[^"]*-term"[^>]*>/)![0]
    expect(term).toMatch(/inputmode="decimal"/i)
    expect(term).not.toContain('aria-describedby')
    expect(html).not.toContain('In steps of')
  })
})
