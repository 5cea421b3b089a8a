import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { financeForCar } from '@/components/finance/finance-for-car'
import { FinanceCalculator, type FinanceCalculatorProps } from '@/components/finance/FinanceCalculator.client'
import type { CarWithRelations } from '@/data/cars/cars'
import type { SiteContext } from '@/data/sites/sites'
import { calculatorBounds } from '@/domain/finance/calculator'
import { NO_FEES } from '@/domain/finance/fees'
import { rateCardProvider } from '@/integrations/finance-provider/rate-card'

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
  disclaimer: null,
  disclaimerLink: false,
  comparisonRange: null,
}
const html = (over: Partial<FinanceCalculatorProps> = {}) =>
  renderToStaticMarkup(createElement(FinanceCalculator, { ...props, ...over }))
const inputOf = (markup: string, suffix: string) =>
  markup.match(new RegExp(`<input[^>]*id="[^"]*-${suffix}"[^>]*>`))![0]

describe('the interest box (finance §5 "Interest is locked for some tenants")', () => {
  it('locked: read-only', () =>
    expect(inputOf(html({ interestLocked: true }), 'interest')).toMatch(/\sreadonly[\s=>]/i))
  it('not locked: editable', () => expect(inputOf(html(), 'interest')).not.toMatch(/readonly/i))
  it('locking the interest locks nothing else', () => {
    const markup = html({ interestLocked: true })
    for (const box of ['amount', 'term', 'deposit', 'residual']) expect(inputOf(markup, box)).not.toMatch(/readonly/i)
  })
})

describe('the repayment (finance §5 "A repayment of 25 or less displays \'Enquire for Finance\' and hides the total")', () => {
  it('$1,000 over 7 years at 0.5% is about $3 a week: Enquire for Finance, no total', () => {
    const markup = html({ defaults: { amount: 1000, termYears: 7, interestRate: 0.5, deposit: 0, residual: 0 } })
    expect(markup).toContain('Enquire for Finance')
    expect(markup).not.toContain('Total repayments')
    expect(markup).not.toContain('Weekly repayment')
  })
  it('a price covered by the deposit repays 0: Enquire for Finance, no total', () => {
    const markup = html({ defaults: { amount: 30_000, termYears: 5, interestRate: 10, deposit: 30_000, residual: 0 } })
    expect(markup).toContain('Enquire for Finance')
    expect(markup).not.toContain('Total repayments')
  })
  it('$30,000 over 5 years at 10% ($147 a week) shows the figure and the total', () => {
    const markup = html()
    expect(markup).not.toContain('Enquire for Finance')
    expect(markup).toContain('Weekly repayment')
    expect(markup).toContain('Total repayments')
  })
})

describe('financeForCar with a failing provider (finance §4 "On the vehicle page a quote failure is ignored silently and no estimate shows")', () => {
  afterEach(() => vi.restoreAllMocks())
  const car = {
    slug: 'a-car',
    status: 'in_stock',
    price: 34_990,
    finance_lenders: { youx: { interest_rate: 9.5, comparison_rate: 10.1, term: 60, deposit: 0 } },
    dealership: { finance_provider: 'Manual', rate_card: { interest_rate: 10, comparison_rate: 10.5 } },
  } as unknown as CarWithRelations
  const site = { slug: 'site', features: {}, settings: {} } as unknown as SiteContext

  it('the estimate is there when the provider answers', async () =>
    expect((await financeForCar(car, site))?.estimate).not.toBeNull())

  it('a throwing provider: no estimate, the calculator stays, the failure only logged', async () => {
    vi.spyOn(rateCardProvider, 'estimate').mockRejectedValue(new Error('lender down'))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const finance = await financeForCar(car, site)
    expect(finance).not.toBeNull()
    expect(finance!.estimate).toBeNull()
    expect(finance!.estimateNamesTerms).toBe(false)
    expect(finance!.calculatorProps.defaults.amount).toBe(34_990)
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('finance estimate for a-car on site failed'),
      expect.any(Error),
    )
  })
})
