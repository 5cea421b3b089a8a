'use client'
import { Button } from '@payloadcms/ui'
import { useEffect, useId, useState } from 'react'

import { api } from '@/http/client'

type Tenant = { id: number | string; name: string }
type Answer = {
  created?: number
  unchanged?: number
  errors?: { line?: number; location?: string; message: string }[]
  error?: { message?: string }
}

const MAX_BYTES = 512 * 1024

/**
 * Above the reviews list (docs/features/locations.md "Locations, hours, service and reviews": reviews come from staff
 * entry, CSV import and a hosted reviews service): staff choose one of their own dealers and a CSV
 * file, or ask the hosted reviews service for new reviews. The endpoints check the tenant again;
 * this only offers the tenants the staff member can read.
 */
export function ReviewsImport() {
  const id = useId()
  const [tenants, setTenants] = useState<Tenant[]>([])
  const [tenant, setTenant] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [busy, setBusy] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const [problems, setProblems] = useState<string[]>([])

  useEffect(() => {
    void api.call('tenants', { limit: 100, depth: 0, sort: 'name' }, { credentials: 'include' }).then((res) => {
      const docs: Tenant[] = (res.ok ? res.data?.docs : []) ?? []
      setTenants(docs)
      if (docs.length === 1) setTenant(String(docs[0]!.id))
    })
  }, [])

  async function send(path: 'import-csv' | 'import-hosted') {
    if (!tenant) return setMessage('Choose the dealer to import into.')
    if (path === 'import-csv') {
      if (!file) return setMessage('Choose a CSV file.')
      if (file.size > MAX_BYTES) return setMessage('The file is too large (at most 512 KB).')
    }
    setBusy(true)
    setMessage(null)
    setProblems([])
    const options = { query: { tenant }, credentials: 'include' } as const
    const res =
      path === 'import-csv'
        ? await api.call('reviews-import-csv', { csv: await file!.text() }, options)
        : await api.call('reviews-import-hosted', {}, options)
    const answer = (res.ok ? res.data : res.body) as Answer | null
    setBusy(false)
    // A refusal answers {error} (ours) or only {errors: [{message}]} (Payload's); a count is an import.
    if (res.status === 0 || !answer || answer.error || (!res.ok && answer.created === undefined)) {
      return setMessage(
        answer?.error?.message ?? answer?.errors?.[0]?.message ?? 'The import failed. Please try again.',
      )
    }
    const created = answer.created ?? 0
    setMessage(
      `${created} ${created === 1 ? 'review' : 'reviews'} imported` +
        (answer.unchanged ? `, ${answer.unchanged} already here.` : '.'),
    )
    setProblems(
      (answer.errors ?? []).map((e) =>
        e.line != null ? `Line ${e.line}: ${e.message}` : `${e.location ?? ''}: ${e.message}`,
      ),
    )
    if (created) setTimeout(() => window.location.reload(), 1500)
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      style={{ display: 'grid', gap: 'calc(var(--base) / 2)', marginBottom: 'var(--base)' }}
    >
      <h2 id={`${id}-title`} style={{ margin: 0, fontSize: '1.1rem' }}>
        Import reviews
      </h2>
      <p style={{ margin: 0 }}>
        CSV columns: location (slug), customer_name, rating, review_date (dd/MM/yyyy), text, reply_text, reply_date,
        hidden.
      </p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) / 2)', alignItems: 'end' }}>
        <label style={{ display: 'grid', gap: 4 }}>
          Dealer
          <select value={tenant} onChange={(e) => setTenant(e.target.value)} disabled={busy}>
            <option value="">Choose…</option>
            {tenants.map((t) => (
              <option key={t.id} value={String(t.id)}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
        <label style={{ display: 'grid', gap: 4 }}>
          CSV file
          <input
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        <Button buttonStyle="primary" size="small" disabled={busy} onClick={() => void send('import-csv')}>
          Import CSV
        </Button>
        <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => void send('import-hosted')}>
          Import from reviews service
        </Button>
      </div>
      <p role="status" aria-live="polite" style={{ margin: 0 }}>
        {busy ? 'Importing…' : message}
      </p>
      {problems.length ? (
        <ul aria-label="Skipped" style={{ margin: 0 }}>
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
