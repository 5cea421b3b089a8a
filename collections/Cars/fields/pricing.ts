import type { Field } from 'payload'

import { PRICE_TYPES } from '@/domain/cars/vocabulary'

const money = (name: string, description?: string): Field => ({
  name,
  type: 'number',
  min: 0,
  ...(description ? { admin: { description } } : {}),
})

/** Prices, finance lenders and market data (stock §3, §5; finance §3). */
export const pricingFields: Field[] = [
  {
    type: 'row',
    fields: [
      { ...money('price'), index: true } as Field,
      money('before_price', "Struck-through 'Was' price."),
      money('offer_price'),
      money('subscription_price', 'Weekly subscription price.'),
    ],
  },
  { name: 'price_type', type: 'select', options: PRICE_TYPES.map((v) => ({ label: v, value: v })) },
  {
    name: 'finance_lenders',
    type: 'json',
    admin: {
      description: 'Lender data keyed by lender (finance §3): interest_rate, comparison_rate, term, deposit, fees…',
    },
  },
  {
    name: 'youxQuote',
    label: 'Lender quote',
    type: 'group',
    fields: [money('weeklyRepaymentAmount')],
  },
  {
    name: 'autograb_data',
    label: 'Market data',
    type: 'group',
    admin: { description: 'Price comparison inputs (stock §5 gauge).' },
    fields: [
      { type: 'row', fields: [money('average_market_price'), money('state_average_market_price')] },
      {
        type: 'row',
        fields: [
          money('market_range_min'),
          money('market_range_max'),
          { name: 'confidence', type: 'number', min: 0, max: 1 },
        ],
      },
      { name: 'description', type: 'text' },
    ],
  },
]
