import type { Payload } from 'payload'

import { leadCountForCar } from '@/data/admin-car-leads'
import { daysInStock, type StockAge } from '@/domain/admin/days-in-stock'

type CarRow = StockAge & { id?: number | string }
type CellProps = { rowData?: CarRow; payload?: Payload }

/**
 * Days in stock (docs/staff-guide.md "Labels and list columns"): whole days since the car was added (to the day
 * it sold, once sold).
 */
export function DaysInStockCell({ rowData }: CellProps) {
  const days = rowData ? daysInStock(rowData, new Date()) : null
  return <span>{days ?? ''}</span>
}

/**
 * Leads (docs/staff-guide.md "Labels and list columns"): how many leads name this car, counted with the viewer's
 * own access.
 */
export async function LeadsCell({ rowData, payload }: CellProps) {
  if (!payload || rowData?.id == null) return <span />
  return <span>{await leadCountForCar(payload, rowData.id)}</span>
}
