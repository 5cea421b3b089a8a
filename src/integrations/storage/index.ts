import { constants } from 'node:fs'
import { access, readFile } from 'node:fs/promises'
import path from 'node:path'

import { S3 } from '@aws-sdk/client-s3'

import { s3ClientConfig, type S3Settings, s3Settings } from './settings'

export { s3Settings, StorageConfigError } from './settings'

type Env = Record<string, string | undefined>

/** Every upload collection keeps its local files in a folder under this one (data/media, data/make-logos). */
export const LOCAL_UPLOAD_ROOT = 'data'

/** One folder per collection in the bucket, so two collections' files of one name never share a key. */
export const objectKey = (collection: string, filename: string) => `${collection}/${filename}`

/** How long the readiness check waits for the bucket before it calls the store unreachable. */
const PROBE_TIMEOUT_MS = 3_000

const clients = new Map<string, S3>()

/** One client per settings (its keep-alive connections are shared by every read). */
function s3Client(settings: S3Settings): S3 {
  const key = JSON.stringify(settings)
  let client = clients.get(key)
  if (!client) clients.set(key, (client = new S3(s3ClientConfig(settings))))
  return client
}

export type StorageProbe = { kind: 'local' | 's3'; check: () => Promise<void> }

/** The upload folder, or the folder Payload will create it in on the first upload, can be written. */
const writable = (dir: string): Promise<void> =>
  access(dir, constants.R_OK | constants.W_OK).catch((err: NodeJS.ErrnoException) =>
    err.code === 'ENOENT' && path.dirname(dir) !== dir ? writable(path.dirname(dir)) : Promise.reject(err),
  )

/** Whether uploads can be stored right now: the bucket answers (HeadBucket), or the local folder is writable. */
export function storageProbe(env: Env = process.env, localRoot = LOCAL_UPLOAD_ROOT): StorageProbe {
  const settings = s3Settings(env)
  if (!settings) return { kind: 'local', check: () => writable(path.resolve(localRoot)) }
  const client = s3Client(settings)
  return {
    kind: 's3',
    check: async () => {
      await client.headBucket({ Bucket: settings.bucket }, { abortSignal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })
    },
  }
}

/** An upload of `collection` by its stored file name; `staticDir` is the collection's local folder. */
export type StoredFile = { collection: string; staticDir: string; filename: string }

const isMissing = (err: unknown) =>
  typeof err === 'object' &&
  err !== null &&
  ((err as { name?: string }).name === 'NoSuchKey' ||
    (err as { name?: string }).name === 'NotFound' ||
    (err as { code?: string }).code === 'ENOENT')

const localPath = ({ staticDir, filename }: StoredFile) => path.join(path.resolve(staticDir), path.basename(filename))

/**
 * An upload's bytes from wherever this deployment keeps them (for drawing icons and PDFs on the
 * server); null when there is no such file. Other failures (the store down) throw.
 */
export async function readStoredFile(file: StoredFile, env: Env = process.env): Promise<Buffer | null> {
  const settings = s3Settings(env)
  try {
    if (!settings) return await readFile(localPath(file))
    const object = await s3Client(settings).getObject({
      Bucket: settings.bucket,
      Key: objectKey(file.collection, path.basename(file.filename)),
    })
    return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
  } catch (err) {
    if (isMissing(err)) return null
    throw err
  }
}

/** Whether the upload's file is stored (the seed puts back a file that went missing). */
export async function storedFileExists(file: StoredFile, env: Env = process.env): Promise<boolean> {
  const settings = s3Settings(env)
  try {
    if (!settings) await access(localPath(file))
    else
      await s3Client(settings).headObject({
        Bucket: settings.bucket,
        Key: objectKey(file.collection, path.basename(file.filename)),
      })
    return true
  } catch (err) {
    if (isMissing(err)) return false
    throw err
  }
}
