'use client'

import { type ReactNode, useEffect, useId, useRef, useState } from 'react'

import { closeWhenWide, keepTabInside } from '@/components/ui/modal-focus'
import { useHydrated } from '@/components/ui/use-hydrated'

import header from './Header.module.css'
import styles from './MenuDrawer.module.css'
import dialogHeader from '@/components/ui/dialog-header.module.css'

type Props = { title: string; children: ReactNode }

/**
 * The small-screen header's Menu button and its drawer (docs/features/phones-and-breakpoints.md "Phones and breakpoints"): a native
 * modal <dialog>, as the lead forms use (LeadDialog), so the page behind is inert and Escape closes
 * it; Tab stays inside, and focus returns to the button on close. Following a link closes it (the
 * header stays mounted across client navigations). Its content is drawn when it is first opened.
 * Without JavaScript the button is a link to the header's own menu, which CSS shows when it is the
 * target.
 */
export function MenuDrawer({ title, children }: Props) {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  // The drawer's menu is drawn when it is first opened: without JavaScript it never opens (Menu is a
  // link to the header's own menu), so in the page's HTML it was a second copy of the menu that only
  // a script could show (docs/features/caching.md "Caching and page weight"). Its data is in the RSC payload either way.
  const [used, setUsed] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const headingId = useId()

  useEffect(() => (open && dialog.current ? closeWhenWide(dialog.current) : undefined), [open])

  const show = () => {
    dialog.current?.showModal()
    setOpen(true)
    setUsed(true)
  }
  const close = () => dialog.current?.close()
  const label = (
    <>
      <svg className={header.menuIcon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>Menu</span>
    </>
  )

  return (
    <>
      {hydrated ? (
        <button
          ref={trigger}
          type="button"
          className={header.menuButton}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={show}
        >
          {label}
        </button>
      ) : (
        <a className={header.menuButton} href="#site-menu">
          {label}
        </a>
      )}
      <dialog
        ref={dialog}
        // menu-drawer: a hook for the e2e specs
        className={`menu-drawer ${styles.drawer}`}
        aria-labelledby={headingId}
        onClose={() => {
          setOpen(false)
          trigger.current?.focus()
        }}
        onKeyDown={(e) => keepTabInside(e.nativeEvent, e.currentTarget)}
        // The backdrop (the dialog element itself, outside its panel) and any followed link close it.
        onClick={(e) => {
          if (e.target === e.currentTarget || (e.target as Element).closest('a[href]')) close()
        }}
      >
        <div className={styles.panel}>
          <div className={dialogHeader.header}>
            <h2 id={headingId} className={dialogHeader.title}>
              {title}
            </h2>
            <button type="button" className={dialogHeader.close} onClick={close}>
              Close<span className="visually-hidden"> menu</span>
            </button>
          </div>
          {used ? children : null}
        </div>
      </dialog>
    </>
  )
}
