'use client'
import { Button, useSelection } from '@payloadcms/ui'
import { useState } from 'react'

import type { BulkAction as Action } from '@/domain/bulk-cars'
import { api } from '@/http/client'

import { adminControlsStyle } from './admin-controls'

/**
 * Above the cars list (docs/staff-guide.md "Export and bulk work"): acts on the ticked cars through POST
 * /api/cars/bulk, which refreshes the search index and the site once for the batch, then reloads
 * the list.
 */
export function BulkCarActions() {
  const { selectedIDs } = useSelection()
  const [action, setAction] = useState<Action>('mark_sold')
  const [status, setStatus] = useState('in_stock')
  const [by, setBy] = useState<'amount' | 'percent'>('amount')
  const [value, setValue] = useState('')
  const [keepWasPrice, setKeepWasPrice] = useState(true)
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function apply() {
    const n = Number(value)
    if (action === 'adjust_price' && (!value.trim() || !Number.isFinite(n)))
      return setMessage('Enter the change as a number, e.g. -500 or 5.')
    setBusy(true)
    setMessage(null)
    const body = {
      action,
      ids: selectedIDs,
      ...(action === 'set_status' ? { status } : {}),
      ...(action === 'adjust_price'
        ? { change: by === 'amount' ? { by, amount: n } : { by, percent: n }, keepWasPrice }
        : {}),
    }
    const res = await api.call('cars-bulk', body, { credentials: 'include' })
    setBusy(false)
    if (res.ok) {
      setMessage(`${res.data?.changed ?? 0} ${res.data?.changed === 1 ? 'car' : 'cars'} changed.`)
      setTimeout(() => window.location.reload(), 800)
    } else setMessage(res.message ?? 'The change failed. Please try again.')
  }

  return (
    <section aria-label="Change the selected cars" className="forecourt-bulk">
      {/* Payload's own field look for the bar's native controls (its inputs are styled only inside its forms). */}
      <style>{BULK_STYLE}</style>
      <p style={{ margin: 0 }}>
        <label htmlFor="bulk-action">With the {selectedIDs.length} selected cars</label>
        <br />
        <select id="bulk-action" value={action} onChange={(e) => setAction(e.target.value as Action)}>
          <option value="mark_sold">Mark sold</option>
          <option value="set_status">Change status</option>
          <option value="hide">Hide from the site</option>
          <option value="show">Show on the site</option>
          <option value="adjust_price">Adjust price</option>
        </select>
      </p>
      {action === 'set_status' ? (
        <p style={{ margin: 0 }}>
          <label htmlFor="bulk-status">New status</label>
          <br />
          <select id="bulk-status" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="in_stock">In stock</option>
            <option value="coming_soon">Coming soon</option>
            <option value="sold">Sold</option>
            <option value="withdrawn">Withdrawn</option>
          </select>
        </p>
      ) : null}
      {action === 'adjust_price' ? (
        <>
          <p style={{ margin: 0 }}>
            <label htmlFor="bulk-by">Change by</label>
            <br />
            <select id="bulk-by" value={by} onChange={(e) => setBy(e.target.value as 'amount' | 'percent')}>
              <option value="amount">Dollars</option>
              <option value="percent">Percent</option>
            </select>
          </p>
          <p style={{ margin: 0 }}>
            <label htmlFor="bulk-value">{by === 'amount' ? 'Dollars (e.g. -500)' : 'Percent (e.g. -5)'}</label>
            <br />
            <input
              id="bulk-value"
              type="text"
              inputMode="decimal"
              value={value}
              onChange={(e) => setValue(e.target.value)}
            />
          </p>
          <p style={{ margin: 0 }}>
            <input
              id="bulk-was"
              type="checkbox"
              checked={keepWasPrice}
              onChange={(e) => setKeepWasPrice(e.target.checked)}
            />{' '}
            <label htmlFor="bulk-was">Show the old price as the &lsquo;Was&rsquo; price</label>
          </p>
        </>
      ) : null}
      <Button
        buttonStyle="secondary"
        size="small"
        margin={false}
        disabled={busy || !selectedIDs.length}
        onClick={apply}
      >
        Apply
      </Button>
      {message ? <p role="status">{message}</p> : null}
    </section>
  )
}

const BULK_STYLE = `
.forecourt-bulk { display: flex; flex-wrap: wrap; gap: calc(var(--base) / 2) var(--base); align-items: end;
  margin-bottom: var(--base); padding: calc(var(--base) / 2) var(--base); border: 1px solid var(--theme-elevation-150);
  border-radius: var(--style-radius-m); background: var(--theme-elevation-50); }
.forecourt-bulk [role='status'] { margin: 0; font-weight: 600; }
${adminControlsStyle('forecourt-bulk')}`
