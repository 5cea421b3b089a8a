import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload instance of this server process (local API: no HTTP hop, access checks are ours). */
export const payloadClient = (): Promise<Payload> => getPayload({ config })
