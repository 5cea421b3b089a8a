/**
 * MongoDB side of the bulk car writes. Documents keep Payload's shape (groups nested, hasMany fields
 * as arrays), are cast by the collection's mongoose schema (ids → ObjectId, dates → Date) and go
 * in through the driver, so the given createdAt/updatedAt are kept. Not run here: no MongoDB server
 * in this environment.
 */
import type { Payload } from 'payload'

import type { Id } from '@/domain/ids'

import type { CarRecord } from './car-record'

type MongoModel = {
  castObject(doc: object): object
  collection: { insertMany(docs: object[], options: { ordered: boolean }): Promise<unknown> }
  deleteMany(filter: object): Promise<{ deletedCount?: number }>
}

const BATCH = 1_000

export const isMongo = (payload: Payload) => payload.db.name === 'mongoose'
const carsModel = (payload: Payload) =>
  (payload.db as unknown as { collections: Record<string, MongoModel> }).collections.cars!

export async function deleteTenantCarsMongo(payload: Payload, tenantIds: Id[]): Promise<number> {
  return (await carsModel(payload).deleteMany({ tenant: { $in: tenantIds } })).deletedCount ?? 0
}

export async function insertCarsMongo(
  payload: Payload,
  cars: CarRecord[],
  onProgress: (written: number) => void,
): Promise<void> {
  const model = carsModel(payload)
  for (let i = 0; i < cars.length; i += BATCH) {
    const docs = cars
      .slice(i, i + BATCH)
      .map((car) =>
        model.castObject({ ...car, createdAt: new Date(car.createdAt), updatedAt: new Date(car.updatedAt) }),
      )
    await model.collection.insertMany(docs, { ordered: true })
    onProgress(Math.min(cars.length, i + BATCH))
  }
}
