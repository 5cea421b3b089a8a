import { getPayload, type Payload } from 'payload'

import config from '@payload-config'

/**
 * The Payload instance of this server process (local API: no HTTP hop, access checks are ours).
 * `cron` starts the Jobs Queue's autoRun (lead delivery, src/jobs) with the first request the
 * server answers; tests run their jobs themselves.
 */
export const payloadClient = (): Promise<Payload> => getPayload({ config, cron: process.env.NODE_ENV !== 'test' })
