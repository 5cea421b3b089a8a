import type { Field } from 'payload'

import { PRICE_TYPES } from '@/domain/cars/vocabulary'
import { PRICE_TYPE_LABELS } from '@/domain/pricing/price-type'

const money = (name: string, label: string, description?: string): Field => ({
  name,
  label,
  type: 'number',
  min: 0,
  admin: {
    description: description ? `${description} In dollars.` : 'In dollars.',
    components: {
      Cell: '/src/components/admin/Cells#PriceCell',
      afterInput: ['/src/components/admin/AsWritten.client#PriceAsWritten'],
    },
  },
})

/** Prices, finance lenders and market data (stock §3, §5; finance §3). */
export const pricingFields: Field[] = [
  {
    type: 'row',
    fields: [
      { ...money('price', 'Price'), index: true } as Field,
      money('before_price', "'Was' price", 'Shown struck through beside the price.'),
      money('offer_price', 'Offer price'),
      money('subscription_price', 'Subscription price', 'Per week.'),
    ],
  },
  {
    // Not stored: it applies to the save it is ticked for (collections/Cars/hooks/keep-was-price.ts).
    name: 'keep_was_price',
    label: "Keep the old price as the 'Was' price",
    type: 'checkbox',
    virtual: true,
    admin: {
      readOnly: false, // Payload makes virtual fields read-only unless told otherwise
      description: "When you lower the price, the current price is shown struck through as the 'Was' price.",
    },
  },
  {
    name: 'price_type',
    label: 'Price type',
    type: 'select',
    options: PRICE_TYPES.map((v) => ({ label: PRICE_TYPE_LABELS[v], value: v })),
  },
  {
    name: 'finance_lenders',
    label: 'Finance lenders',
    type: 'json',
    admin: {
      description: 'Lender data keyed by lender: interest_rate, comparison_rate, term, deposit, fees…',
    },
  },
  {
    name: 'youxQuote',
    label: 'Lender quote',
    type: 'group',
    fields: [money('weeklyRepaymentAmount', 'Weekly repayment')],
  },
  {
    name: 'autograb_data',
    label: 'Market data',
    type: 'group',
    admin: { description: 'Price comparison inputs.' },
    fields: [
      {
        type: 'row',
        fields: [
          money('average_market_price', 'Average market price'),
          money('state_average_market_price', 'State average market price'),
        ],
      },
      {
        type: 'row',
        fields: [
          money('market_range_min', 'Market range from'),
          money('market_range_max', 'Market range to'),
          { name: 'confidence', label: 'Confidence', type: 'number', min: 0, max: 1 },
        ],
      },
      { name: 'description', label: 'Description', type: 'text' },
    ],
  },
]
