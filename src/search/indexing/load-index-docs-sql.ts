import type { CarIndexRows } from '@/db/car-index-sql'
import type { Car } from '@/payload-types'

const num = (v: unknown) => (v == null ? null : Number(v))
const bool = (v: unknown) => (v == null ? null : v === true || v === 1 || v === '1' || v === 't' || v === 'true')

/** One value of each row, grouped by its car, in the scan's order. */
function byCar<R extends { parent_id: unknown }, K extends keyof R>(rows: R[], value: K): Map<number, R[K][]> {
  const out = new Map<number, R[K][]>()
  for (const r of rows) {
    const key = Number(r.parent_id)
    const list = out.get(key)
    if (list) list.push(r[value])
    else out.set(key, [r[value]])
  }
  return out
}

/**
 * Cars from the SQL scans (src/db/car-index-sql.ts), shaped as the local API returns them at depth 0
 * (the fields CAR_INDEX_SELECT names): each car with its features and images in order.
 */
export function carsOfIndexRows({ cars, features, images }: CarIndexRows): Car[] {
  const featuresOf = byCar(features, 'text')
  const imagesOf = byCar(images, 'media_id')

  return cars.map((r) => {
    const id = Number(r.id)
    return {
      id,
      tenant: num(r.tenant_id),
      dealership: Number(r.dealership_id),
      location: num(r.location_id),
      slug: r.slug as string,
      name: r.name as string,
      make: r.make as string,
      model: r.model as string,
      badge: r.badge as string | null,
      series: r.series as string | null,
      year: num(r.year),
      price: num(r.price),
      before_price: num(r.before_price),
      offer_price: num(r.offer_price),
      subscription_price: num(r.subscription_price),
      youxQuote: { weeklyRepaymentAmount: num(r.youx_quote_weekly_repayment_amount) },
      km: num(r.km),
      car_type: r.car_type as Car['car_type'],
      status: r.status as Car['status'],
      simple_body: r.simple_body as string | null,
      simple_transmission: r.simple_transmission as string | null,
      simple_fuel: r.simple_fuel as string | null,
      simple_drive: r.simple_drive as string | null,
      colour: r.colour as string | null,
      seats: num(r.seats),
      city: r.city as string | null,
      state: r.state as string | null,
      tag: r.tag as string | null,
      reserved: bool(r.reserved),
      certified: bool(r.certified),
      preorder: bool(r.preorder),
      item_type: r.item_type as Car['item_type'],
      stocknum: r.stocknum as string | null,
      vin: r.vin as string | null,
      show_on_dealer_website: bool(r.show_on_dealer_website),
      rank: num(r.rank),
      sold_date: r.sold_date as string | null,
      createdAt: r.created_at as string,
      updatedAt: r.created_at as string,
      standardEquipment: featuresOf.get(id) ?? [],
      images: (imagesOf.get(id) ?? []).map(Number),
    }
  })
}
