import type { Payload } from 'payload'
import type { ReactNode } from 'react'

import { leadCountForCar } from '@/data/admin/car-leads'
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

type MediaRow = { id?: number | string; url?: string | null; thumbnailURL?: string | null; alt?: string | null }

/**
 * Photos (docs/staff-guide.md "Labels and list columns": a photo thumbnail): the primary photo, small, and how
 * many there are; not every photo's file name, which made each row several hundred pixels tall.
 */
export async function PhotosCell({
  cellData,
  payload,
  rowData,
  link,
}: {
  cellData?: unknown
  payload?: Payload
  rowData?: { id?: number | string }
  link?: boolean
}) {
  // The list's first column is the link to the car: a custom cell draws that link itself, or staff
  // cannot open a car from the list.
  const open = (content: ReactNode) =>
    link === false || rowData?.id == null ? (
      content
    ) : (
      <a href={`/admin/collections/cars/${encodeURIComponent(String(rowData.id))}`}>{content}</a>
    )
  const photos = Array.isArray(cellData) ? (cellData as (MediaRow | number | string)[]) : []
  if (!photos.length) return open(<span>No photos</span>)
  const first = photos[0]!
  const media =
    typeof first === 'object'
      ? first
      : payload
        ? ((await payload.findByID({
            collection: 'media',
            id: first,
            depth: 0,
            disableErrors: true,
          })) as MediaRow | null)
        : null
  const src = media?.thumbnailURL ?? media?.url
  const count = `${photos.length} ${photos.length === 1 ? 'photo' : 'photos'}`
  return open(
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem', whiteSpace: 'nowrap' }}>
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- a 64 px admin thumbnail of a stored upload
        <img src={src} alt="" width={64} height={43} style={{ objectFit: 'cover', borderRadius: 4 }} />
      ) : null}
      {count}
    </span>,
  )
}
