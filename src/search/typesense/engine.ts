import { Client, Errors } from 'typesense'

import type { Id } from '@/domain/ids'

import { assertScoped } from '../scope'
import type { CarIndexDoc, SearchEngine, SearchQuery, SearchResult } from '../types'
import { toTypesenseDoc } from './document'
import { quote } from './filter'
import { toSearchResult, type TypesenseResult } from './response'
import { carsCollectionSchema, DEFAULT_COLLECTION } from './schema'
import { translate } from './translate'

export type TypesenseEngineOptions = {
  /** e.g. http://127.0.0.1:8108 (TYPESENSE_URL) */
  url?: string
  apiKey?: string
  /** Or a ready client (tests). */
  client?: Client
  collection?: string
  maxFacetValues?: number
}

const DELETE_CHUNK = 100

/** The SearchEngine over a Typesense server (architecture "Typesense engine"). */
export class TypesenseEngine implements SearchEngine {
  readonly name = 'typesense'
  readonly collection: string
  private readonly client: Client
  private readonly maxFacetValues?: number
  private collectionReady?: Promise<void>

  constructor(opts: TypesenseEngineOptions) {
    if (!opts.client && !(opts.url && opts.apiKey))
      throw new Error('TypesenseEngine needs a url and an apiKey, or a client')
    this.client =
      opts.client ??
      new Client({
        nodes: [{ url: opts.url! }],
        apiKey: opts.apiKey!,
        connectionTimeoutSeconds: 5,
        numRetries: 2,
        retryIntervalSeconds: 0.2,
        logLevel: 'warn',
      })
    this.collection = opts.collection ?? DEFAULT_COLLECTION
    this.maxFacetValues = opts.maxFacetValues
  }

  /** Creates the collection on first write when the server does not have it. */
  ensureCollection(): Promise<void> {
    this.collectionReady ??= (async () => {
      try {
        await this.client.collections(this.collection).retrieve()
      } catch (err) {
        if (!(err instanceof Errors.ObjectNotFound)) throw err
        await this.client.collections().create(carsCollectionSchema(this.collection))
      }
    })().catch((err) => {
      this.collectionReady = undefined
      throw err
    })
    return this.collectionReady
  }

  async upsert(cars: CarIndexDoc[]): Promise<void> {
    if (!cars.length) return
    await this.ensureCollection()
    await this.client.collections(this.collection).documents().import(cars.map(toTypesenseDoc), { action: 'upsert' })
  }

  async remove(ids: Id[]): Promise<void> {
    if (!ids.length) return
    await this.ensureCollection()
    for (let i = 0; i < ids.length; i += DELETE_CHUNK) {
      const chunk = ids.slice(i, i + DELETE_CHUNK).map((id) => quote(String(id)))
      await this.client
        .collections(this.collection)
        .documents()
        .delete({ filter_by: `id:[${chunk.join(',')}]` })
    }
  }

  async search(query: SearchQuery): Promise<SearchResult> {
    assertScoped(query)
    const started = performance.now()
    const t = translate(query, { collection: this.collection, maxFacetValues: this.maxFacetValues })
    const response = await this.client.multiSearch.perform({ searches: t.searches })
    return toSearchResult(t, response.results as TypesenseResult[], performance.now() - started)
  }

  multiSearch(queries: SearchQuery[]): Promise<SearchResult[]> {
    return Promise.all(queries.map((q) => this.search(q)))
  }
}
