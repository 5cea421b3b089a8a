import { storageProbe as uploadsStorage } from '@/integrations/storage'

import type { Probe } from './readiness'

/**
 * Where uploads are kept, as the readiness check sees it (docs/deploy.md "Operations"): the storage
 * integration's own probe (src/integrations/storage), a HeadBucket with S3_BUCKET set, else the
 * local upload folder is writable (or can be created).
 */
export function storageProbe(env: Record<string, string | undefined> = process.env): Probe {
  const uploads = uploadsStorage(env)
  return { name: 'storage', check: () => uploads.check() }
}
