import { APIError, type CollectionBeforeDeleteHook } from 'payload'

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

/**
 * A dealership its cars or locations still name is not deleted from under them: the database would
 * refuse (a car's dealership, and each kept version's, is required) and the staff member got a 500.
 * They are told what to do instead (docs/features/security.md "Security": bad input is a 4xx with a message).
 */
export const keepWhileInUse: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const where = { dealership: { equals: id } }
  const [cars, locations, history] = await Promise.all([
    req.payload.count({ collection: 'cars', where, overrideAccess: true, req }),
    req.payload.count({ collection: 'locations', where, overrideAccess: true, req }),
    req.payload.countVersions({
      collection: 'cars',
      where: { 'version.dealership': { equals: id } },
      overrideAccess: true,
      req,
    }),
  ])
  if (cars.totalDocs > 0 || locations.totalDocs > 0)
    throw new APIError(
      `This dealership has ${plural(cars.totalDocs, 'car')} and ${plural(locations.totalDocs, 'location')}. Move them to another dealership, or delete them, first.`,
      400,
      undefined,
      true,
    )
  if (history.totalDocs > 0)
    throw new APIError(
      `Earlier versions of ${plural(history.totalDocs, 'car')}’ records name this dealership, so it cannot be deleted: their history must stay whole.`,
      400,
      undefined,
      true,
    )
}
