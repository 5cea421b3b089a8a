/**
 * `npm run search:reindex`: fills the Typesense index this deployment names (TYPESENSE_URL) with every
 * car in the database (src/search/indexing/fill.ts), e.g. after a restore or on a new collection. The
 * demo seed does it by itself. Without TYPESENSE_URL there is nothing to do: the embedded engine is
 * built from the database by each server when it starts.
 */
import { getPayload } from 'payload'

import config from '@payload-config'

import { fillSearchIndex } from '../src/search/indexing/fill'

const payload = await getPayload({ config })
const started = performance.now()
const sent = await fillSearchIndex(payload)
payload.logger.info(
  sent === null
    ? 'search:reindex: no TYPESENSE_URL; the embedded engine is built by each server when it starts'
    : `search:reindex: ${sent} cars sent to Typesense in ${Math.round(performance.now() - started)} ms`,
)
await payload.destroy()
process.exit(0)
