import type { Payload } from 'payload'

import { unseal } from '@/db/sealed'
import { type Id, relationId } from '@/domain/ids'
import type { ImportFormat } from '@/domain/stock-import/parse'
import type { Dealership } from '@/payload-types'

/** A dealership's feed as the runner needs it, its credentials opened (never logged, never stored open). */
export type FeedConfig = {
  dealership: Id
  tenant: Id
  name: string
  enabled: boolean
  source: 'https' | 'sftp'
  url: string
  auth: 'none' | 'basic' | 'header'
  headerName: string
  username: string
  secret: string | null
  sftp: { host: string; port: number; path: string; privateKey: string | null }
  format: ImportFormat
  xmlRecordPath: string
  full: boolean
  schedule: string
  shrinkGuardPercent: number | null
  staleHours: number | null
}

type StoredFeed = NonNullable<Dealership['stock_feed']> & {
  password_sealed?: string | null
  sftp_key_sealed?: string | null
}

export function feedConfigOf(d: Dealership): FeedConfig {
  const f = (d.stock_feed ?? {}) as StoredFeed
  return {
    dealership: d.id,
    tenant: relationId(d.tenant) as Id,
    name: d.name,
    enabled: Boolean(f.enabled),
    source: f.source === 'sftp' ? 'sftp' : 'https',
    url: f.url ?? '',
    auth: (f.auth as FeedConfig['auth']) ?? 'none',
    headerName: f.header_name || 'Authorization',
    username: f.username ?? '',
    secret: unseal(f.password_sealed),
    sftp: {
      host: f.sftp_host ?? '',
      port: f.sftp_port ?? 22,
      path: f.sftp_path ?? '',
      privateKey: unseal(f.sftp_key_sealed),
    },
    format: (f.format as ImportFormat) ?? 'csv',
    xmlRecordPath: f.xml_record_path ?? '',
    full: f.full ?? true,
    schedule: f.schedule ?? '1h',
    shrinkGuardPercent: f.shrink_guard_percent ?? null,
    staleHours: f.stale_hours ?? null,
  }
}

/** The feed of one dealership, read by the system (the sealed fields need the local API's full access). */
export async function loadFeedConfig(payload: Payload, dealership: Id): Promise<FeedConfig | null> {
  const d = await payload
    .findByID({ collection: 'dealerships', id: dealership, depth: 0, overrideAccess: true, showHiddenFields: true })
    .catch(() => null)
  return d ? feedConfigOf(d) : null
}
