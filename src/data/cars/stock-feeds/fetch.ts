import { feedAllowsInternal } from '@/fields/stock-feed'
import { fetchHttpFeed } from '@/integrations/stock-feeds/fetch-http'
import { fetchSftpFeed } from '@/integrations/stock-feeds/fetch-sftp'
import type { FeedLimits, FetchedFeed } from '@/integrations/stock-feeds/types'

import type { FeedConfig } from './config'

/** The feed's file from wherever the dealership keeps it. */
export function fetchFeed(feed: FeedConfig, limits: FeedLimits = {}): Promise<FetchedFeed> {
  const allowInternal = feedAllowsInternal()
  if (feed.source === 'sftp')
    return fetchSftpFeed(
      {
        host: feed.sftp.host,
        port: feed.sftp.port,
        path: feed.sftp.path,
        username: feed.username,
        password: feed.secret,
        privateKey: feed.sftp.privateKey,
      },
      { ...limits, allowInternal },
    )
  return fetchHttpFeed(
    { url: feed.url, auth: feed.auth, username: feed.username, secret: feed.secret, headerName: feed.headerName },
    { ...limits, allowInternal },
  )
}
