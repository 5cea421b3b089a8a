import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { runStockImport } from '@/data/cars/stock-import/run'
import type { Id } from '@/domain/ids'
import { describeDiff } from '@/domain/stock-feeds/diff'
import { FEED_ERROR_REPORT_MAX, type FeedRunTrigger } from '@/domain/stock-feeds/runs'
import { shrinkGuard } from '@/domain/stock-feeds/schedule'
import type { FeedLimits } from '@/integrations/stock-feeds/types'
import { type PhotoFetcher, photoFetcher } from '@/integrations/stock-photos/fetch-photo'
import type { StockFeedRun } from '@/payload-types'

import { sendFeedAlert } from './alerts'
import { finishFeedRun, startFeedRun } from './claim'
import { type FeedConfig, loadFeedConfig } from './config'
import { feedUser } from './feed-user'
import { fetchFeed } from './fetch'
import { feedHistory } from './history'

export type FeedRunOutcome = 'applied' | 'unchanged' | 'held' | 'failed' | 'busy' | 'off' | 'gone'

export type FeedRunOptions = { limits?: FeedLimits; fetchPhoto?: PhotoFetcher }

/**
 * One run of a dealership's stock feed (docs/features/stock-feeds.md): take the feed (one run per
 * dealership at a time), fetch the file, skip it when its hash is the last one seen, hold a full
 * feed that shrank past the guard, otherwise import it (the stock importer: idempotent, photos
 * fetched, cars missing from a full feed withdrawn) and record what changed. A failure changes no
 * car and tells the dealership's staff once per run of failures.
 */
export async function runStockFeed(
  payload: Payload,
  dealership: Id,
  trigger: FeedRunTrigger,
  opts: FeedRunOptions = {},
): Promise<{ outcome: FeedRunOutcome; run?: StockFeedRun }> {
  const feed = await loadFeedConfig(payload, dealership)
  if (!feed) return { outcome: 'gone' }
  if (trigger === 'schedule' && !feed.enabled) return { outcome: 'off' }
  const history = await feedHistory(payload, dealership)
  const run = await startFeedRun(payload, feed, trigger)
  if (!run) return { outcome: 'busy' }
  const started = performance.now()
  try {
    return await fetchAndImport(payload, feed, run, trigger, history, started, opts)
  } catch (err) {
    payload.logger.error({ err }, `stock feed: run ${run.id} of dealership ${dealership} failed`)
    return fail(
      payload,
      feed,
      run,
      started,
      history,
      'The run stopped on an unexpected error; nothing more was changed.',
    )
  }
}

async function fail(
  payload: Payload,
  feed: FeedConfig,
  run: StockFeedRun,
  started: number,
  history: Awaited<ReturnType<typeof feedHistory>>,
  message: string,
  extra: Partial<StockFeedRun> = {},
) {
  // One e-mail per run of failures: the first failure after a run that worked.
  const alerted = history.lastOutcome?.status !== 'failed' && (await sendFeedAlert(payload, feed, 'failed', message))
  const done = await finishFeedRun(
    payload,
    run,
    { status: 'failed', summary: 'Failed', message, alerted, ...extra },
    started,
  )
  return { outcome: 'failed' as const, run: done }
}

async function fetchAndImport(
  payload: Payload,
  feed: FeedConfig,
  run: StockFeedRun,
  trigger: FeedRunTrigger,
  history: Awaited<ReturnType<typeof feedHistory>>,
  started: number,
  opts: FeedRunOptions,
) {
  const fetched = await fetchFeed(feed, opts.limits)
  if ('error' in fetched) return fail(payload, feed, run, started, history, fetched.error, { source: fetched.source })
  const hash = createHash('sha256').update(fetched.body).digest('hex')
  const seen = { source: fetched.source, bytes: fetched.body.byteLength, hash }
  if (trigger !== 'confirm' && hash === history.lastHash) {
    const done = await finishFeedRun(
      payload,
      run,
      { ...seen, status: 'unchanged', summary: 'The file has not changed', unchanged: history.lastCars ?? 0 },
      started,
    )
    return { outcome: 'unchanged' as const, run: done }
  }

  const guard =
    feed.full && trigger !== 'confirm'
      ? (cars: number) => shrinkGuard(cars, history.lastCars, feed.shrinkGuardPercent)
      : undefined
  const report = await runStockImport(
    payload,
    feedUser(feed.tenant),
    {
      dealership: feed.dealership,
      format: feed.format,
      xmlRecordPath: feed.xmlRecordPath,
      content: fetched.body.toString('utf8'),
      full: feed.full,
      dryRun: false,
      onlyThisDealership: true,
      guard,
    },
    { fetchPhoto: opts.fetchPhoto ?? photoFetcher() },
  )
  if ('error' in report)
    return fail(payload, feed, run, started, history, report.error.message, {
      ...seen,
      error_rows: 1,
      errors: [{ line: 0, stocknum: '', field: 'row', message: report.error.message }],
    })
  const counts = {
    ...seen,
    rows: report.rows,
    created: report.created,
    updated: report.updated,
    unchanged: report.unchanged,
    withdrawn: report.withdrawn,
    error_rows: report.errors.length,
    errors: report.errors.slice(0, FEED_ERROR_REPORT_MAX),
    diff: report.diff,
  }
  if (report.held) {
    // Held again with the same file: staff already heard of it.
    const alerted =
      !(history.lastOutcome?.status === 'held' && history.lastOutcome.hash === hash) &&
      (await sendFeedAlert(payload, feed, 'held', report.held))
    const done = await finishFeedRun(
      payload,
      run,
      {
        ...counts,
        created: 0,
        updated: 0,
        withdrawn: 0,
        unchanged: 0,
        status: 'held',
        summary: 'Held for confirmation',
        message: report.held,
        alerted,
      },
      started,
    )
    return { outcome: 'held' as const, run: done }
  }
  const done = await finishFeedRun(
    payload,
    run,
    { ...counts, status: 'applied', summary: describeDiff(report.diff), message: null },
    started,
  )
  return { outcome: 'applied' as const, run: done }
}
