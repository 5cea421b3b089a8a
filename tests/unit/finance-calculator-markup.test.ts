import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { FinanceCalculator, type FinanceCalculatorProps } from '@/components/finance/FinanceCalculator.client'
import { calculatorBounds } from '@/domain/finance/calculator'
import { loanFees, NO_FEES } from '@/domain/finance/fees'
import { financePolicy } from '@/domain/finance/policy'

const props: FinanceCalculatorProps = {
  carSlug: 'a-car',
  price: 30_000,
  bounds: calculatorBounds({ flags: {}, price: 30_000 }),
  defaults: { amount: 30_000, termYears: 5, interestRate: 10, deposit: 0, residual: 0 },
  fees: NO_FEES,
  roundUp: false,
  priceDifferenceRounding: false,
  interestLocked: false,
  showFrequency: true,
  disclaimer: `Lender text. ${'x'.repeat(300)}`,
  disclaimerLink: false,
  comparisonRange: null,
}
const html = (over: Partial<FinanceCalculatorProps> = {}) =>
  renderToStaticMarkup(createElement(FinanceCalculator, { ...props, ...over }))

describe('FinanceCalculator markup (finance §2, §5, §9)', () => {
  it('$30,000 at 10% over 5 years is $147 a week (PMT 146.73), total 52 x 5 x payment', () => {
    expect(html()).toContain('$147')
    expect(html()).toContain('$38,150') // 260 x 146.73 = 38,149.80
  })

  it('"A flagged dealer lists fees …": the four fees, the $8 monthly one in each repayment and the rest in the total', () => {
    const fees = loanFees(financePolicy({ flags: { finance_calculator_rules: 'flagged_dealer' } }), null)
    const out = html({ fees })
    for (const text of ['Establishment fee', '$395', 'Security registration fee', '$6', '$8 per month', '$912.25'])
      expect(out).toContain(text)
    // PMT on 31,313.25 is 153.16 a week, plus 8 x 12 / 52 = 1.85: $155; total 260 x 155.01 + 1,313.25
    expect(out).toContain('$155')
    expect(out).toContain('$41,616')
  })

  it('no fees, no fee list', () => expect(html()).not.toContain('data-testid="finance-fees"'))

  it('the comparison-rate range when known (finance §9)', () =>
    expect(html({ comparisonRange: { from: 8.38, to: 19.42 } })).toContain(
      'Comparison rates from 8.38% to 19.42% p.a.',
    ))

  it('"Show More/Less" is a button, or a link in the Toyota variant (finance §2)', () => {
    expect(html()).toMatch(/<button[^>]*aria-expanded="true"[^>]*>Show Less<\/button>/)
    expect(html({ disclaimerLink: true })).toMatch(/<a href="#[^"]+"[^>]*aria-expanded="true"[^>]*>Show Less<\/a>/)
    expect(html({ disclaimerLink: true })).not.toContain('>Show Less</button>')
  })

  it('"Repayment frequency … hidden for Angle"', () => {
    expect(html()).toContain('Repayment frequency')
    expect(html({ showFrequency: false })).not.toContain('Repayment frequency')
  })
})
