import { constants } from 'node:fs'
import { access } from 'node:fs/promises'
import path from 'node:path'

import type { S3Client } from '@aws-sdk/client-s3'

import type { Probe } from './readiness'

/** The object storage @payloadcms/storage-s3 is configured with (README "Operations"). */
export type S3Settings = {
  bucket: string
  endpoint?: string
  region: string
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

/** S3_BUCKET and its companions; null when uploads stay on this machine's disk. */
export function s3Settings(env: Record<string, string | undefined> = process.env): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return null
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim()
  return {
    bucket,
    endpoint: env.S3_ENDPOINT?.trim() || undefined,
    region: env.S3_REGION?.trim() || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  }
}

const clients = new Map<string, S3Client>()

/** One client per settings, kept: a probe a second must not open a connection pool each time. */
async function s3Client(s: S3Settings): Promise<S3Client> {
  const key = JSON.stringify(s)
  let client = clients.get(key)
  if (!client) {
    // Loaded only where S3 is configured: the SDK is large, and a disk-only instance never needs it.
    const { S3Client } = await import('@aws-sdk/client-s3')
    client = new S3Client({
      region: s.region,
      endpoint: s.endpoint,
      // An S3-protocol server of one's own (MinIO, s3rver) names buckets in the path, not the host.
      forcePathStyle: Boolean(s.endpoint),
      credentials: s.credentials,
      maxAttempts: 1, // the probe's own timeout bounds it; retries would only hide a fault
    })
    clients.set(key, client)
  }
  return client
}

/** The nearest folder that exists at or above `dir`: where Payload would create the upload folder. */
async function writableAncestor(dir: string): Promise<void> {
  let at = path.resolve(dir)
  for (;;) {
    try {
      await access(at, constants.W_OK)
      return
    } catch (err) {
      const parent = path.dirname(at)
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT' || parent === at) throw err
      at = parent
    }
  }
}

/**
 * Where uploads are kept: with S3_BUCKET set, a HeadBucket (the bucket exists and these credentials
 * may use it); otherwise this machine's upload folders are writable (or can be created).
 */
export function storageProbe({
  env = process.env,
  dirs,
}: {
  env?: Record<string, string | undefined>
  dirs: string[]
}): Probe {
  const s3 = s3Settings(env)
  return {
    name: 'storage',
    async check(signal) {
      if (!s3) {
        await Promise.all(dirs.map(writableAncestor))
        return
      }
      const { HeadBucketCommand } = await import('@aws-sdk/client-s3')
      try {
        await (await s3Client(s3)).send(new HeadBucketCommand({ Bucket: s3.bucket }), { abortSignal: signal })
      } catch (err) {
        // A HeadBucket refusal has no body: its status says what went wrong (404 no bucket, 403 no access).
        const e = err as Error & { $metadata?: { httpStatusCode?: number }; code?: string }
        const status = e.$metadata?.httpStatusCode
        throw new Error(`HeadBucket ${s3.bucket}: ${status ? `HTTP ${status}` : e.code || e.message || e.name}`)
      }
    },
  }
}
