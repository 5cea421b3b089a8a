// `payload run` helper for scripts/demo.mjs: exit 0 when the database has sites, 3 when it is empty.
import { getPayload } from 'payload'

import config from '@payload-config'

const payload = await getPayload({ config })
const { totalDocs } = await payload.count({ collection: 'sites' })
process.exit(totalDocs > 0 ? 0 : 3)
