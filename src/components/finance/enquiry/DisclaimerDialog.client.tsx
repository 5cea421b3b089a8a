'use client'

import { useRef } from 'react'

import { FINANCE_DISCLAIMER_NOTE, FINANCE_VIEW_DISCLAIMER } from '@/domain/finance/enquiry'

import css from './FinanceEnquiry.module.css'

/** spec: finance §2 "A finance disclaimer dialog opens from a 'View disclaimer' link next to the note '5 year term, 10.0% deposit'." */
export function DisclaimerDialog({ text }: { text: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  return (
    <div className={css.note}>
      {FINANCE_DISCLAIMER_NOTE}{' '}
      <button type="button" className={css.link} aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
        {FINANCE_VIEW_DISCLAIMER}
      </button>
      <dialog ref={dialog} className={css.dialog} aria-labelledby="finance-disclaimer-title">
        <h2 id="finance-disclaimer-title">Finance disclaimer</h2>
        <p>{text}</p>
        <button type="button" className="button button--small" autoFocus onClick={() => dialog.current?.close()}>
          Close
        </button>
      </dialog>
    </div>
  )
}
