'use client'
import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import { formatDateTime } from '@/domain/text/date'
import { api } from '@/http/client'

type Run = {
  id: number | string
  createdAt: string
  status: string
  trigger?: string
  summary?: string
  message?: string
  seconds?: number
  bytes?: number
  created?: number
  updated?: number
  unchanged?: number
  withdrawn?: number
  error_rows?: number
}

const STATUS_WORDS: Record<string, string> = {
  running: 'Running',
  applied: 'Applied',
  unchanged: 'Unchanged',
  held: 'Held for confirmation',
  failed: 'Failed',
  stale: 'Stale',
}

const when = (iso: string) => formatDateTime(iso)

/**
 * Dealerships → Stock feed: Run now, Pause or Resume, Confirm a held run, and the last runs with
 * their counts and error reports (docs/features/stock-feeds.md "Run history").
 */
export function StockFeedPanel() {
  const { id } = useDocumentInfo()
  const enabled = useFormFields(([fields]) => Boolean(fields['stock_feed.enabled']?.value))
  const [runs, setRuns] = useState<Run[]>([])
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    if (!id) return
    const res = await api.call('stock-feed-runs', {
      'where[dealership][equals]': String(id),
      sort: '-createdAt',
      limit: 10,
      depth: 0,
    })
    setRuns(res.ok ? ((res.data?.docs ?? []) as Run[]) : [])
  }, [id])

  // The history is polled (a run goes on in the jobs worker), the first read straight away.
  useEffect(() => {
    const first = setTimeout(load, 0)
    const timer = setInterval(load, 5000)
    return () => {
      clearTimeout(first)
      clearInterval(timer)
    }
  }, [load])

  if (!id) return <p>Save the dealership first, then set up its feed.</p>

  async function act(action: 'run' | 'confirm' | 'pause' | 'resume') {
    setBusy(true)
    setMessage(null)
    const res = await api.call('stock-feed-action', {}, { params: { id: String(id), action } })
    setBusy(false)
    if (!res.ok) return setMessage('That did not work. Please try again.')
    if (action === 'pause' || action === 'resume') return window.location.reload()
    setMessage('Queued: the run starts within a minute. Save any changes above first.')
    void load()
  }

  const held = runs[0]?.status === 'held'
  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => act('run')}>
          Run now
        </Button>
        {held ? (
          <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => act('confirm')}>
            Confirm and apply the held run
          </Button>
        ) : null}
        <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => act(enabled ? 'pause' : 'resume')}>
          {enabled ? 'Pause' : 'Resume'}
        </Button>
      </div>
      {message ? <p role="status">{message}</p> : null}
      <h4 style={{ marginTop: 'var(--base)' }}>Runs</h4>
      {runs.length ? (
        <table aria-label="Stock feed runs" style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              {[
                'When',
                'Status',
                'What changed',
                'Created',
                'Updated',
                'Unchanged',
                'Withdrawn',
                'Errors',
                'Seconds',
              ].map((h) => (
                <th key={h} style={{ textAlign: 'left', padding: 4 }}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {runs.map((r) => (
              <tr key={r.id} title={r.message ?? ''}>
                <td style={{ padding: 4 }}>{when(r.createdAt)}</td>
                <td style={{ padding: 4 }}>{STATUS_WORDS[r.status] ?? r.status}</td>
                <td style={{ padding: 4 }}>{r.status === 'failed' || r.status === 'held' ? r.message : r.summary}</td>
                <td style={{ padding: 4 }}>{r.created ?? 0}</td>
                <td style={{ padding: 4 }}>{r.updated ?? 0}</td>
                <td style={{ padding: 4 }}>{r.unchanged ?? 0}</td>
                <td style={{ padding: 4 }}>{r.withdrawn ?? 0}</td>
                <td style={{ padding: 4 }}>
                  {r.error_rows ? <a href={`/api/stock-feed-runs/${r.id}/errors.csv`}>{r.error_rows} (CSV)</a> : 0}
                </td>
                <td style={{ padding: 4 }}>{r.seconds ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>No runs yet.</p>
      )}
    </div>
  )
}
