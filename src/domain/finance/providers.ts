/** spec: finance §3 "finance_provider (Angle, 360 Finance, Nissan Finance, Manual, Taurus, Powertorque, AusLoans)" */
export const FINANCE_PROVIDERS = [
  'Angle',
  '360 Finance',
  'Nissan Finance',
  'Manual',
  'Taurus',
  'Powertorque',
  'AusLoans',
] as const
export type FinanceProviderName = (typeof FINANCE_PROVIDERS)[number]
