import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { CollectionConfig, Config } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { LOCAL_UPLOAD_ROOT, s3Settings, StorageConfigError, storageProbe } from '@/integrations/storage'
import { mediaStorage } from '@/integrations/storage/payload-plugin'
import { s3ClientConfig } from '@/integrations/storage/settings'
import { UPLOAD_FILE_CACHE_CONTROL, uploadCacheHeaders } from '@collections/hooks/upload-cache'
import { collections } from '@collections/index'

// docs/features/media-storage.md "Media storage": S3_BUCKET (+ S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY,
// S3_FORCE_PATH_STYLE) puts every upload collection on S3-compatible storage; unset keeps data/.
const BUCKET = { S3_BUCKET: 'forecourt-media' }

describe('s3Settings: the environment that names the object store', () => {
  it.each([
    ['nothing set: the local disk', {}, null],
    ['an empty bucket name: the local disk', { S3_BUCKET: ' ' }, null],
    [
      'a bucket alone: AWS, the default region, credentials from the SDK chain',
      BUCKET,
      {
        bucket: 'forecourt-media',
        endpoint: undefined,
        region: 'us-east-1',
        credentials: undefined,
        forcePathStyle: false,
      },
    ],
    [
      'an S3-compatible server with its keys and path-style addresses',
      {
        ...BUCKET,
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'ap-southeast-2',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      },
      {
        bucket: 'forecourt-media',
        endpoint: 'http://127.0.0.1:9000',
        region: 'ap-southeast-2',
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        forcePathStyle: true,
      },
    ],
  ])('%s', (_, env, expected) => {
    expect(s3Settings(env)).toEqual(expected)
  })

  it.each([
    [
      'a key without its secret',
      { ...BUCKET, S3_ACCESS_KEY_ID: 'key' },
      /both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    ],
    ['a secret without its key', { ...BUCKET, S3_SECRET_ACCESS_KEY: 'secret' }, /both/],
    ['an endpoint that is no address', { ...BUCKET, S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT="minio:9000"/],
  ])('refuses %s at start-up', (_, env, message) => {
    expect(() => s3Settings(env)).toThrow(StorageConfigError)
    expect(() => s3Settings(env)).toThrow(message)
  })
})

describe('s3ClientConfig', () => {
  it('asks an S3-compatible server for checksums only where S3 requires them', () => {
    const config = s3ClientConfig(s3Settings({ ...BUCKET, S3_ENDPOINT: 'http://127.0.0.1:9000' })!)
    expect(config).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    })
  })

  it("keeps the SDK's own checksums for AWS, and bounds how long a connection may take", () => {
    const config = s3ClientConfig(s3Settings(BUCKET)!)
    expect(config).not.toHaveProperty('endpoint')
    expect(config).not.toHaveProperty('requestChecksumCalculation')
    expect(config.requestHandler).toMatchObject({ connectionTimeout: 5_000 })
  })
})

describe('storageProbe: local', () => {
  let root: string
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'forecourt-uploads-'))
  })
  afterAll(() => rm(root, { recursive: true, force: true }))

  it('is the local disk when no bucket is set, and checks the upload folder', async () => {
    const probe = storageProbe({}, root)
    expect(probe.kind).toBe('local')
    await expect(probe.check()).resolves.toBeUndefined()
  })

  it('passes before the first upload has made the folder (Payload creates it then)', async () => {
    await expect(storageProbe({}, path.join(root, 'not-yet', 'media')).check()).resolves.toBeUndefined()
  })

  it('fails where the folder cannot be made', async () => {
    const blocked = path.join(root, 'a-file')
    await writeFile(blocked, '')
    await expect(storageProbe({}, path.join(blocked, 'media')).check()).rejects.toThrow()
  })

  it('is the bucket when S3_BUCKET is set', () => {
    expect(storageProbe({ ...BUCKET, S3_ENDPOINT: 'http://127.0.0.1:9' }).kind).toBe('s3')
  })
})

describe('every upload collection', () => {
  const uploads = collections.filter((c) => c.upload)

  it('keeps its local files under the folder the probe checks', () => {
    expect(uploads.map((c) => c.slug)).toEqual(expect.arrayContaining(['media', 'make-logos']))
    for (const c of uploads) {
      const dir = (c.upload as { staticDir?: string }).staticDir ?? ''
      expect(dir.startsWith(`${LOCAL_UPLOAD_ROOT}/`), c.slug).toBe(true)
    }
  })

  it('is served with the upload cache rule: a day, public, not immutable (file names are not content-addressed)', () => {
    for (const c of uploads)
      expect((c.upload as { modifyResponseHeaders?: unknown }).modifyResponseHeaders).toBe(uploadCacheHeaders)
    expect(uploadCacheHeaders({ headers: new Headers() }).get('cache-control')).toBe(UPLOAD_FILE_CACHE_CONTROL)
    expect(UPLOAD_FILE_CACHE_CONTROL).toBe('public, max-age=86400')
  })
})

describe('mediaStorage: the Payload plugin', () => {
  const apply = async (env: Record<string, string>) =>
    (await mediaStorage(env)({ collections } as Config)).collections!.filter((c) => c.upload)
  const fieldNames = (c: CollectionConfig) => c.fields.map((f) => ('name' in f ? f.name : ''))
  const upload = (c: CollectionConfig) => c.upload as Exclude<CollectionConfig['upload'], boolean | undefined>

  it('without a bucket leaves storage and serving as they were, with the same schema', async () => {
    for (const c of await apply({})) {
      const before = collections.find((o) => o.slug === c.slug)!
      expect(upload(c).disableLocalStorage).toBeFalsy()
      expect(upload(c).handlers).toBe(upload(before).handlers)
      expect(fieldNames(c)).toEqual(expect.arrayContaining(['prefix', '_objectKey']))
    }
  })

  it('with a bucket stores nothing locally and keeps the fields, the collection rules and one file handler', async () => {
    for (const c of await apply({ ...BUCKET, S3_ENDPOINT: 'http://127.0.0.1:9' })) {
      const before = collections.find((o) => o.slug === c.slug)!
      expect(upload(c).disableLocalStorage).toBe(true)
      expect(upload(c).handlers).toHaveLength(1)
      expect(upload(c).skipSafeFetch).toBe(upload(before).skipSafeFetch)
      expect(upload(c).modifyResponseHeaders).toBe(uploadCacheHeaders)
      expect(fieldNames(c)).toEqual(expect.arrayContaining(['prefix', '_objectKey']))
    }
  })
})
