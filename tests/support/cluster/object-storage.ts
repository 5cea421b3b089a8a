import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'

// s3rver ships no types: its constructor and the two calls used here.
type S3rverServer = { run: () => Promise<unknown>; close: () => Promise<void> }
const require = createRequire(import.meta.url)
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => S3rverServer

export const S3_BUCKET = 'forecourt-cluster'

/**
 * An S3 protocol server (s3rver) for the cluster's media: every instance must read the pictures any
 * other uploaded (ARCHITECTURE "Scale path": media on object storage). Answers the S3_* environment
 * the app's storage adapter (@payloadcms/storage-s3) reads once it is configured from it; until
 * then the variables are unused and nothing depends on them.
 */
export async function startObjectStorage(port: number) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: S3_BUCKET }],
  })
  await server.run()
  return {
    env: {
      S3_BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    stop: async () => {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
