/** A DMS-style XML stock feed: `<stock><vehicle id="…">` with nested pricing and photos. */
export type FeedCar = {
  id: string
  make?: string
  model?: string
  price: number
  km?: number
  status?: string
  type?: string
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')

export const vehicleXml = (c: FeedCar) =>
  `<vehicle id="${esc(c.id)}"><make>${esc(c.make ?? 'Toyota')}</make><model>${esc(c.model ?? 'Corolla')}</model>` +
  `<year>2022</year><condition>${c.type ?? 'Used'}</condition><status>${c.status ?? 'in_stock'}</status>` +
  `<pricing><price currency="AUD">${c.price}</price></pricing><odometer>${c.km ?? 12000}</odometer></vehicle>`

export const xmlFeed = (cars: FeedCar[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<stock>\n${cars.map(vehicleXml).join('\n')}\n</stock>\n`

/** The dealership's column mapping for this feed: element paths relative to <vehicle>. */
export const XML_MAPPING = {
  stocknum: '@id',
  price: 'pricing/price',
  km: 'odometer',
  car_type: 'condition',
}
