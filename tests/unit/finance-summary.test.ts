import { describe, expect, it } from 'vitest'

import type { VehicleEstimate } from '@/domain/finance/estimate'
import { financeSummaryStrips } from '@/domain/finance/summary'

// spec: finance §2 "Vehicle page finance parts": "A Car Finance card and finance estimate on the vehicle
// page … Finance summary strips." Figures from the estimate: §9 "weekly figures rounded to 0 decimals",
// §7/§9 "Monthly = weekly x 4.33".
const estimate: VehicleEstimate = { weekly: 161, interestRate: 9.5, comparisonRate: 10.1, termYears: 5, deposit: 2000 }
const values = (items: { label: string; value: string }[]) => items.map((i) => `${i.label}=${i.value}`)

describe('financeSummaryStrips', () => {
  it.each<[string, Partial<VehicleEstimate>, string[], string[]]>([
    [
      'a lender estimate',
      {},
      ['Weekly=$161', 'Fortnightly=$322', 'Monthly=$697'], // 161 × 4.33 = 697.13
      ['Interest rate=9.50% p.a.', 'Comparison rate*=10.10% p.a.', 'Term=5 years', 'Deposit=$2,000'],
    ],
    [
      'the sample loan: 6.29% and 8.19%, no deposit (finance §9)',
      { weekly: 130, interestRate: 6.29, comparisonRate: 8.19, deposit: 0 },
      ['Weekly=$130', 'Fortnightly=$260', 'Monthly=$563'], // 130 × 4.33 = 562.9
      ['Interest rate=6.29% p.a.', 'Comparison rate*=8.19% p.a.', 'Term=5 years', 'Deposit=$0'],
    ],
    [
      'thousands and a half-dollar month round like the weekly figure',
      { weekly: 1250, interestRate: 12, comparisonRate: 12.75 },
      ['Weekly=$1,250', 'Fortnightly=$2,500', 'Monthly=$5,413'], // 1250 × 4.33 = 5412.5
      ['Interest rate=12.00% p.a.', 'Comparison rate*=12.75% p.a.', 'Term=5 years', 'Deposit=$2,000'],
    ],
  ])('%s', (_, over, repayments, loan) => {
    const strips = financeSummaryStrips({ ...estimate, ...over })
    expect(values(strips.repayments)).toEqual(repayments)
    expect(values(strips.loan)).toEqual(loan)
  })
})
