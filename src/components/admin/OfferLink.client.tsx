'use client'
import { Button } from '@payloadcms/ui'
import { useId, useState } from 'react'

import { acceptOfferUrl, type OfferLinkTarget } from '@/domain/links/accept-offer'

/** The amount box, the link it makes and a Copy button (src/components/admin/OfferLink.tsx). */
export function OfferLinkBuilder({ origin, carSlug, carName }: OfferLinkTarget) {
  const id = useId()
  const [amount, setAmount] = useState('')
  const [copied, setCopied] = useState(false)
  const url = acceptOfferUrl(origin, carSlug, amount)

  async function copy() {
    await navigator.clipboard?.writeText(url).catch(() => undefined)
    setCopied(true)
    setTimeout(() => setCopied(false), 2000)
  }

  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <label className="field-label" htmlFor={`${id}-amount`}>
        Send an offer on the {carName}
      </label>
      <input
        id={`${id}-amount`}
        type="text"
        inputMode="numeric"
        placeholder="Amount agreed, e.g. 42,500"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        aria-describedby={`${id}-help`}
      />
      <p id={`${id}-help`} className="field-description">
        The shopper opens this link to accept the offer; it arrives as an Offer Accepted lead. Leave the amount empty to
        start from the car&apos;s shown price.
      </p>
      <output htmlFor={`${id}-amount`} style={{ display: 'block', wordBreak: 'break-all' }} data-testid="offer-link">
        {url}
      </output>
      <Button buttonStyle="secondary" size="small" onClick={copy}>
        {copied ? 'Copied' : 'Copy link'}
      </Button>
    </div>
  )
}
