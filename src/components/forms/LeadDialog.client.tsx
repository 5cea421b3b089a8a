'use client'

import dynamic from 'next/dynamic'
import { useId, useRef, useState } from 'react'

import { LEAD_HEADINGS } from '@/forms/lead-messages'

import type { LeadFormProps } from './types'

import styles from './LeadDialog.module.css'

// Loaded the first time a dialog opens, so react-hook-form and zod stay out of the page's bundle.
const LeadForm = dynamic(() => import('./LeadForm.client').then((m) => m.LeadForm), {
  ssr: false,
  loading: () => <p role="status">Loading form…</p>,
})

type Props = LeadFormProps & { triggerLabel: string; triggerClassName?: string }

/**
 * A button that opens an enquiry form in a native modal dialog (stock §2 "Modals: Request Photos,
 * Enquire Now, Book a Test Drive"). Escape or Close shuts it and focus goes back to the button.
 */
export function LeadDialog({ triggerLabel, triggerClassName, ...form }: Props) {
  const [opened, setOpened] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const headingId = useId()
  const heading = form.heading ?? LEAD_HEADINGS[form.kind]

  const open = () => {
    setOpened(true)
    dialog.current?.showModal()
  }
  const close = () => dialog.current?.close()

  return (
    <>
      <button ref={trigger} type="button" className={triggerClassName} aria-haspopup="dialog" onClick={open}>
        {triggerLabel}
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby={headingId}
        onClose={() => trigger.current?.focus()}
        // A click on the backdrop (the dialog element itself, outside its box) closes it.
        onClick={(e) => e.target === e.currentTarget && close()}
      >
        <div className={styles.header}>
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          <button type="button" className={styles.close} onClick={close}>
            Close
          </button>
        </div>
        <p className={styles.car}>{form.car.name}</p>
        <div className={styles.body}>{opened ? <LeadForm {...form} /> : null}</div>
      </dialog>
    </>
  )
}
