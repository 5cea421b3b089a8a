'use client'

import { useFormFields } from '@payloadcms/ui'

import { formatPrice } from '@/domain/pricing/format'
import { formatKm } from '@/domain/text/number'

/**
 * Under a number input, the value as a dealer writes it (docs/staff-guide.md "Labels and list columns", "Forms":
 * prices as dollars, km with separators): 86990 reads '$86,990' as it is typed.
 */
function AsWritten({ path, format }: { path: string; format: (n: number) => string | null }) {
  const value = useFormFields(([fields]) => fields[path]?.value)
  if (typeof value !== 'number' || !Number.isFinite(value)) return null
  return (
    <p className="field-description" data-as-written={path}>
      {format(value)}
    </p>
  )
}

export const PriceAsWritten = ({ path }: { path: string }) => <AsWritten path={path} format={formatPrice} />
export const KmAsWritten = ({ path }: { path: string }) => <AsWritten path={path} format={formatKm} />
