'use client'
import { Button, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'

import { api } from '@/http/client'

/**
 * "Retry delivery" on a lead that was not delivered (docs/features/leads.md "Lead delivery" step 5), or "Release and
 * deliver" on a suspected lead that is held (docs/features/security.md "Security"): queues the lead through
 * POST /api/leads/{id}/retry-delivery and reloads the document to show the new state.
 */
export function RetryDelivery() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.delivery_status?.value as string | undefined)
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  if (!id || !status || status === 'sent') return null

  async function retry() {
    setBusy(true)
    setMessage(null)
    const res = await api.call('lead-retry-delivery', undefined, { params: { id: String(id) }, credentials: 'include' })
    setBusy(false)
    if (res.ok) {
      setMessage('Queued: the lead will be sent again within a few seconds.')
      setTimeout(() => window.location.reload(), 1500)
    } else setMessage(res.message ?? 'Could not queue the lead. Please try again.')
  }

  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <Button buttonStyle="secondary" size="small" disabled={busy} onClick={retry}>
        {status === 'held' ? 'Release and deliver' : 'Retry delivery'}
      </Button>
      {message ? <p role="status">{message}</p> : null}
    </div>
  )
}
