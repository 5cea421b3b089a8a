import type { Payload } from 'payload'

import type { Car, Dealership, Site, Tenant, User } from '@/payload-types'

let counter = 0
const unique = (prefix: string) => `${prefix.toLowerCase()}-${Date.now().toString(36)}-${(counter++).toString(36)}`

export type World = {
  tenant: Tenant
  dealership: Dealership
  site: Site
  staff: User
  cars: Car[]
  slug: string
}

const ctx = { disableRevalidate: true }

/**
 * The Host a shopper's browser sends for the site with this slug: `www.` and the domain makeWorld puts
 * on the site's `domains` allow-list, so route tests go through the real resolver (tenants/resolve-host).
 */
export const siteHost = (slug: string) => `www.${slug}.com.au`

/** A tenant with one dealership, one site, a header menu, a footer, a staff user and some cars. */
export async function makeWorld(payload: Payload, name: string, carCount = 3): Promise<World> {
  const slug = unique(name)
  const tenant = await payload.create({ collection: 'tenants', data: { name: `${name} tenant`, slug }, context: ctx })
  const dealership = await payload.create({
    collection: 'dealerships',
    data: {
      tenant: tenant.id,
      name: `${name} Motors`,
      slug: `${slug}-motors`,
      manufacturer: 'Toyota',
      phones: { main: '+61 2 9000 0000' },
    },
    context: ctx,
  })
  const site = await payload.create({
    collection: 'sites',
    data: {
      tenant: tenant.id,
      name: `${name} Site`,
      slug,
      template: 'classic',
      dealerships: [dealership.id],
      domains: [{ domain: siteHost(slug) }],
    },
    context: ctx,
  })
  await payload.create({
    collection: 'menus',
    data: { tenant: tenant.id, name: `${name} menu`, items: [{ label: `${name} Home`, url: '/' }] },
    context: ctx,
  })
  await payload.create({
    collection: 'footers',
    data: { tenant: tenant.id, name: `${name} footer`, groups: [{ title: `${name} links`, links: [] }] },
    context: ctx,
  })
  const staff = await payload.create({
    collection: 'users',
    data: {
      email: `staff@${slug}.test`,
      password: 'correct-horse-battery',
      role: 'tenant-admin',
      tenants: [{ tenant: tenant.id }],
    },
    context: ctx,
  })
  const cars: Car[] = []
  for (let i = 0; i < carCount; i++) {
    cars.push(
      await payload.create({
        collection: 'cars',
        data: {
          tenant: tenant.id,
          dealership: dealership.id,
          name: `${name} car ${i}`,
          slug: `car-${i}`, // the same slugs in every world: unique per tenant only
          make: 'Toyota',
          model: 'Corolla',
          car_type: i % 2 ? 'used' : 'new',
          status: 'in_stock',
          price: 30000 + i,
          stocknum: `${name.slice(0, 2).toUpperCase()}${i}`,
        },
        context: ctx,
      }),
    )
  }
  return { tenant, dealership, site, staff, cars, slug }
}

/** A staff user as the local API sees it after login (with `collection`). */
export const asUser = (user: User) => ({ ...user, collection: 'users' as const })

/**
 * The car that tenant walls are tried against: 'only-on-b', in stock on `w`'s site only. A test asks
 * for it on another site and expects the answer it gives for a car that does not exist.
 */
export const makeWalledCar = (payload: Payload, w: World, extra: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'cars',
    data: {
      tenant: w.tenant.id,
      dealership: w.dealership.id,
      name: 'Only on B',
      slug: 'only-on-b',
      make: 'Kia',
      model: 'Rio',
      car_type: 'used',
      status: 'in_stock',
      price: 15000,
      ...extra,
    } as never,
    context: { disableRevalidate: true },
  })
