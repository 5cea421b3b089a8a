import type { Payload } from 'payload'

import { dealershipTimeZone } from '@/data/admin/dealership-time-zone'
import { relationId } from '@/domain/ids'
import { formatPrice } from '@/domain/pricing/format'
import { formatDateTime } from '@/domain/text/date'
import { formatKm } from '@/domain/text/number'

/**
 * List cells as dealers read them (docs/staff-guide.md "Labels and list columns"): '$86,990' and '12,000 km'
 * instead of 86990 and 12000.
 */
export function PriceCell({ cellData }: { cellData?: unknown }) {
  return <span>{typeof cellData === 'number' ? formatPrice(cellData) : ''}</span>
}

export function KmCell({ cellData }: { cellData?: unknown }) {
  return <span>{typeof cellData === 'number' ? formatKm(cellData) : ''}</span>
}

/**
 * When a lead came in, dd/MM/yyyy HH:mm on the clock of the dealership it went to (docs/staff-guide.md "Labels and
 * list columns": a NSW dealer reads Sydney time, not Brisbane's). It is the list's first column,
 * which Payload makes the link to the document: a custom cell must draw that link itself, or staff
 * cannot open a lead from the list.
 */
export async function ReceivedCell({
  rowData,
  link,
  payload,
}: {
  rowData?: { id?: number | string; createdAt?: string; dealership?: unknown }
  link?: boolean
  payload?: Payload
}) {
  const timeZone = payload ? await dealershipTimeZone(payload, relationId(rowData?.dealership)) : undefined
  const text = formatDateTime(rowData?.createdAt, timeZone)
  if (link === false || rowData?.id == null) return <span>{text}</span>
  return <a href={`/admin/collections/leads/${encodeURIComponent(String(rowData.id))}`}>{text}</a>
}

/**
 * A lead's car: its name, or 'No car' for a form sent without one (Payload's own cell reads
 * '<No Car>').
 */
export async function LeadCarCell({ cellData, payload }: { cellData?: unknown; payload?: Payload }) {
  if (cellData == null || cellData === '') return <span>No car</span>
  if (typeof cellData === 'object' && 'name' in cellData) return <span>{String(cellData.name)}</span>
  const car = payload
    ? await payload.findByID({
        collection: 'cars',
        id: cellData as number,
        depth: 0,
        disableErrors: true,
        select: { name: true },
      })
    : null
  return <span>{car?.name ?? 'No car'}</span>
}
