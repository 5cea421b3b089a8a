import { afterAll, beforeAll } from 'vitest'

import { TypesenseEngine } from '@/search/typesense/engine'

import { FakeTypesense } from '../support/fake-typesense/server'
import { runConformance } from '../support/search/conformance'

// The Typesense engine end to end (client, translation, HTTP, mapping) against the fake server,
// which evaluates the filters, sorts and facets our translation sends.
const fake = new FakeTypesense()
let n = 0

beforeAll(async () => {
  await fake.start()
})
afterAll(() => fake.stop())

runConformance('Typesense engine (fake server)', async (docs) => {
  const engine = new TypesenseEngine({ url: fake.url, apiKey: fake.apiKey, collection: `cars_${n++}` })
  await engine.upsert(docs)
  return engine
})
