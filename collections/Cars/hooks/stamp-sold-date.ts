import type { CollectionBeforeChangeHook } from 'payload'

/** Sold cars stay listed for a window counted from sold_date (stock §4), so stamp it once. */
export const stampSoldDate: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (data.status === 'sold' && !data.sold_date && !originalDoc?.sold_date) {
    return { ...data, sold_date: new Date().toISOString() }
  }
  if (data.status && data.status !== 'sold') return { ...data, sold_date: null }
  return data
}
