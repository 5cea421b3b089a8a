'use client'

import dynamic from 'next/dynamic'
import { useId, useRef, useState } from 'react'

import { keepTabInside } from '@/components/ui/modal-focus'
import { FINANCE_DIALOG_TITLE } from '@/domain/finance/enquiry'

import type { FinanceEnquiryProps } from './FinanceEnquiry.client'

import styles from '@/components/forms/LeadDialog.module.css'

// Loaded the first time the popup opens: the enquiry's form, quote and code check (react-hook-form,
// zod) stay out of the vehicle page's bundle (Lighthouse ≥ 95; `npm run bench:lighthouse`).
const FinancePopupBody = dynamic(() => import('./FinancePopupBody.client').then((m) => m.FinancePopupBody), {
  ssr: false,
  loading: () => <p role="status">Loading form…</p>,
})

type Props = FinanceEnquiryProps & { triggerLabel: string; disclaimer: string }

/**
 * spec: finance §2 "Finance enquiry screen: Shown in a page container or in a popup dialog", titled
 * 'Instant Finance pre-approval with no impact on your credit score.' A native modal dialog: the
 * page behind is inert, Tab wraps inside it, Escape or Close shuts it, and focus goes back to the
 * button that opened it.
 */
export function FinanceEnquiryDialog({ triggerLabel, disclaimer, ...enquiry }: Props) {
  const [opened, setOpened] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const headingId = useId()
  const close = () => dialog.current?.close()
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="button button--secondary"
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true)
          dialog.current?.showModal()
        }}
      >
        {triggerLabel}
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby={headingId}
        data-testid="finance-popup"
        onClose={(e) => {
          // The disclaimer dialog inside closes too; only this one's close returns focus.
          if (e.target === e.currentTarget) trigger.current?.focus()
        }}
        onClick={(e) => e.target === e.currentTarget && close()}
        onKeyDown={(e) => {
          // Inside the nested disclaimer dialog, Tab stays in that one.
          const panel = (e.target as Element).closest('dialog[open]') as HTMLElement | null
          keepTabInside(e.nativeEvent, panel ?? e.currentTarget)
        }}
      >
        <div className={styles.header}>
          <h2 id={headingId} className={styles.heading}>
            {FINANCE_DIALOG_TITLE}
          </h2>
          <button type="button" className={styles.close} onClick={close}>
            Close
          </button>
        </div>
        {enquiry.car ? <p className={styles.car}>{enquiry.car.name}</p> : null}
        <div className={styles.body}>{opened ? <FinancePopupBody {...enquiry} disclaimer={disclaimer} /> : null}</div>
      </dialog>
    </>
  )
}
