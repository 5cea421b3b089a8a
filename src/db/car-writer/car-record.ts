import type { Id } from '@/domain/ids'
import type { Car } from '@/payload-types'

/**
 * One car as the seed writes it: the Payload document shape (spec field names, groups nested)
 * with relationships as ids. bulk-cars.ts flattens it into table rows (SQL) or documents (MongoDB).
 */
export type CarRecord = Omit<
  Car,
  | 'id'
  | 'tenant'
  | 'dealership'
  | 'location'
  | 'images'
  | 'spin_images'
  | 'spin_interior_image'
  | 'file'
  | 'createdAt'
  | 'updatedAt'
> & {
  tenant: Id
  dealership: Id
  location: Id | null
  images: Id[]
  spin_images: Id[]
  spin_interior_image: Id | null
  createdAt: string
  updatedAt: string
}
