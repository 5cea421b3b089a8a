import { Client } from 'ssh2'

import { assertPublicWebhookTarget } from '@/integrations/lead-delivery/target'

import { FEED_MAX_BYTES, FEED_TIMEOUT_MS, type FeedLimits, type FetchedFeed, tooLarge, tooSlow } from './types'

export type SftpFeed = {
  host: string
  port: number
  path: string
  username: string
  password?: string | null
  privateKey?: string | null
}

/**
 * Fetches a feed file over SFTP (the `ssh2` client): signs in with the password or the private key,
 * reads the file within the time limit, and stops past the size limit. Only public hosts unless the
 * operator allows internal ones, as for HTTP feeds. Failures are answers, not throws.
 */
export async function fetchSftpFeed(
  feed: SftpFeed,
  {
    timeoutMs = FEED_TIMEOUT_MS,
    maxBytes = FEED_MAX_BYTES,
    allowInternal = false,
  }: FeedLimits & { allowInternal?: boolean } = {},
): Promise<FetchedFeed> {
  const source = `sftp://${feed.host}:${feed.port}${feed.path}`
  if (!feed.host || !feed.path) return { error: 'Enter the SFTP host and the file path.', source }
  try {
    await assertPublicWebhookTarget(`sftp://${feed.host}`, allowInternal)
  } catch (err) {
    return { error: `The feed could not be fetched: ${(err as Error).message}`, source }
  }
  const conn = new Client()
  return new Promise<FetchedFeed>((resolve) => {
    let settled = false
    const done = (result: FetchedFeed) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      conn.end()
      resolve(result)
    }
    const timer = setTimeout(() => done({ error: tooSlow(timeoutMs), source }), timeoutMs)
    conn.on('error', (err) =>
      done({
        error: /authentication/i.test(err.message)
          ? 'The SFTP server refused the sign-in.'
          : `The feed could not be fetched: ${err.message}`,
        source,
      }),
    )
    conn.on('ready', () => {
      conn.sftp((err, sftp) => {
        if (err) return done({ error: `The SFTP server has no file service: ${err.message}`, source })
        sftp.stat(feed.path, (statErr, stats) => {
          if (statErr) return done({ error: `The SFTP server has no file ${feed.path}.`, source })
          if (stats.size > maxBytes) return done({ error: tooLarge(maxBytes), source })
          const chunks: Buffer[] = []
          let size = 0
          const stream = sftp.createReadStream(feed.path)
          stream.on('data', (chunk: Buffer) => {
            size += chunk.byteLength
            if (size > maxBytes) {
              stream.destroy()
              return done({ error: tooLarge(maxBytes), source })
            }
            chunks.push(chunk)
          })
          stream.on('error', (e: Error) => done({ error: `The feed could not be read: ${e.message}`, source }))
          stream.on('end', () => done({ body: Buffer.concat(chunks, size), source }))
        })
      })
    })
    conn.connect({
      host: feed.host,
      port: feed.port,
      username: feed.username,
      ...(feed.privateKey ? { privateKey: feed.privateKey } : { password: feed.password ?? '' }),
      readyTimeout: timeoutMs,
    })
  })
}
