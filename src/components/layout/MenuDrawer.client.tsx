'use client'

import { type ReactNode, useEffect, useId, useRef, useState } from 'react'

import { closeWhenWide, keepTabInside } from '@/components/ui/modal-focus'
import { useHydrated } from '@/components/ui/use-hydrated'

type Props = { title: string; children: ReactNode }

/**
 * The small-screen header's Menu button and its drawer (issue 17): a native modal <dialog>, as the
 * lead forms use (LeadDialog), so the page behind is inert and Escape closes it; Tab stays inside,
 * and focus returns to the button on close. Following a link closes it (the header stays mounted
 * across client navigations). Without JavaScript the button is a link to the header's own menu,
 * which CSS shows when it is the target.
 */
export function MenuDrawer({ title, children }: Props) {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const headingId = useId()

  useEffect(() => (open && dialog.current ? closeWhenWide(dialog.current) : undefined), [open])

  const show = () => {
    dialog.current?.showModal()
    setOpen(true)
  }
  const close = () => dialog.current?.close()
  const label = (
    <>
      <svg
        className="site-header__menu-icon"
        viewBox="0 0 24 24"
        width="24"
        height="24"
        aria-hidden="true"
        focusable="false"
      >
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
          className="site-header__menu-button"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={show}
        >
          {label}
        </button>
      ) : (
        <a className="site-header__menu-button" href="#site-menu">
          {label}
        </a>
      )}
      <dialog
        ref={dialog}
        className="menu-drawer"
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
        <div className="menu-drawer__panel">
          <div className="menu-drawer__header">
            <h2 id={headingId} className="menu-drawer__title">
              {title}
            </h2>
            <button type="button" className="menu-drawer__close" onClick={close}>
              Close<span className="visually-hidden"> menu</span>
            </button>
          </div>
          {children}
        </div>
      </dialog>
    </>
  )
}
