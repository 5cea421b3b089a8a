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
 * When a lead came in, dd/MM/yyyy HH:mm on the staff day (docs/staff-guide.md "Labels and list columns"). It is the
 * list's first column, which Payload makes the link to the document: a custom cell must draw that
 * link itself, or staff cannot open a lead from the list.
 */
export function ReceivedCell({
  rowData,
  link,
}: {
  rowData?: { id?: number | string; createdAt?: string }
  link?: boolean
}) {
  const text = formatDateTime(rowData?.createdAt)
  if (link === false || rowData?.id == null) return <span>{text}</span>
  return <a href={`/admin/collections/leads/${encodeURIComponent(String(rowData.id))}`}>{text}</a>
}
