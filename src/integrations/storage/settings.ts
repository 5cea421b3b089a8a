import type { S3ClientConfig } from '@aws-sdk/client-s3'

type Env = Record<string, string | undefined>

/** Where uploads go when `S3_BUCKET` is set (docs/features/media-storage.md "Media storage"). */
export type S3Settings = {
  bucket: string
  /** An S3-compatible server's address (MinIO, R2, s3rver…); unset is AWS itself. */
  endpoint?: string
  region: string
  /** Both or neither: without them the SDK's own chain (AWS_* variables, an instance role) applies. */
  credentials?: { accessKeyId: string; secretAccessKey: string }
  /** `bucket` in the path (`host/bucket/key`), as most S3-compatible servers want, not in the host name. */
  forcePathStyle: boolean
}

export class StorageConfigError extends Error {
  override name = 'StorageConfigError'
}

/** The SDK needs a region even where the server ignores it (most S3-compatible servers do). */
const DEFAULT_REGION = 'us-east-1'

/** A store that stops answering fails a request instead of holding it (the SDK waits forever by default). */
const CONNECT_TIMEOUT_MS = 5_000
const IDLE_SOCKET_TIMEOUT_MS = 60_000
/** The storage plugin's own keep-alive pool, which a `requestHandler` of ours replaces. */
const AGENT = { keepAlive: true, maxSockets: 100 }

const flag = (value: string | undefined) => /^(1|true|yes)$/i.test(value?.trim() ?? '')

/** The object store this deployment's environment names, or null: uploads stay on the local disk. */
export function s3Settings(env: Env = process.env): S3Settings | null {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return null
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim()
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new StorageConfigError('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.')
  const endpoint = env.S3_ENDPOINT?.trim() || undefined
  if (endpoint && !/^https?:\/\/[^/]/i.test(endpoint))
    throw new StorageConfigError(`S3_ENDPOINT="${endpoint}": expected an http:// or https:// address.`)
  return {
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || DEFAULT_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE),
  }
}

/**
 * The S3 client's settings. An S3-compatible server gets checksums only where S3 requires them: the
 * SDK's default since 3.729 sends streamed bodies as `aws-chunked` with a trailing CRC, which servers
 * that predate it (s3rver, older MinIO) store verbatim, framing and all (measured: 12,000 bytes in,
 * 12,044 out).
 */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      requestTimeout: IDLE_SOCKET_TIMEOUT_MS,
      httpAgent: AGENT,
      httpsAgent: AGENT,
    },
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint
      ? {
          endpoint: settings.endpoint,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  }
}
