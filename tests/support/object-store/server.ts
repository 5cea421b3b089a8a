import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { S3 } from '@aws-sdk/client-s3'
import S3rver from 's3rver'

/** s3rver's own key pair: it checks every request's signature against it. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

export type ObjectStore = {
  /** The S3_* variables that point the app at this store (docs/features/media-storage.md "Media storage"). */
  env: Record<string, string>
  /** A client of its own, to look into the bucket as an operator would. */
  client: S3
  bucket: string
  /** Every key in the bucket. */
  keys: () => Promise<string[]>
  close: () => Promise<void>
}

/**
 * A real S3 protocol server on loopback (s3rver, objects in a temporary folder), as the stand-in for
 * the object store a deployment uses: the app talks to it with the same SDK and signatures.
 */
export async function startObjectStore(bucket = 'forecourt-test'): Promise<ObjectStore> {
  const directory = await mkdtemp(path.join(tmpdir(), 'forecourt-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const client = new S3({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: CREDENTIALS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    client,
    bucket,
    keys: async () => {
      const listed = await client.listObjectsV2({ Bucket: bucket })
      return (listed.Contents ?? []).map((o) => o.Key!).sort()
    },
    close: async () => {
      client.destroy()
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
