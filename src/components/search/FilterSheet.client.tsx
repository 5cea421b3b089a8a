'use client'

import { createContext, type ReactNode, useContext, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'

import { closeWhenWide, keepTabInside } from '@/components/ui/modal-focus'
import { useHydrated } from '@/components/ui/use-hydrated'

import styles from './filters.module.css'
import dialogHeader from '@/components/ui/dialog-header.module.css'

type Sheet = { open: boolean; show: () => void; hide: () => void }
/** The Filters button, where focus returns when the sheet closes. */
const TRIGGER_ID = 'filters-button'
const SheetContext = createContext<Sheet | null>(null)

/**
 * A refinement inside the open sheet that changes the path (/search/used-cars → /search/toyota)
 * remounts the page, so the sheet would close after every tap. The click leaves a note here; the
 * remounted page reads it once, opens the sheet again and puts focus back on the same option.
 */
let reopen: { legend: string; label: string } | null = null

const optionKey = (link: Element) => ({
  legend: link.closest('fieldset')?.querySelector('legend')?.textContent ?? '',
  label: link.querySelector('span')?.textContent ?? '', // the option's label, then its count
})

/** Holds the sheet's state for the Filters button (in the results bar) and the sheet (the filter panel). */
export function FilterSheetProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(() => reopen !== null)
  const sheet: Sheet = {
    open,
    show: () => setOpen(true),
    hide: () => {
      reopen = null
      setOpen(false)
    },
  }
  return <SheetContext.Provider value={sheet}>{children}</SheetContext.Provider>
}

/**
 * The filter panel's place on the page. Below the lg breakpoint it is hidden (filters.module.css, so
 * the server's HTML already has the results first) until "Filters" opens it as a full-height modal sheet
 * (a native <dialog>, like LeadDialog: page behind inert, Escape closes, Tab stays inside, focus
 * returns to the button). 'Show me N cars' closes it onto the results. On wide screens it is the
 * panel beside the results; without JavaScript, public/no-js.css keeps it on the page.
 */
export function FilterSheet({ children }: { children: ReactNode }) {
  const sheet = useContext(SheetContext)
  const dialog = useRef<HTMLDialogElement>(null)
  const headingId = useId()
  const open = sheet?.open ?? false

  useLayoutEffect(() => {
    const el = dialog.current
    if (!open || !el || el.open) return
    el.showModal()
    if (!reopen) return
    const { legend, label } = reopen
    const fieldset = [...el.querySelectorAll('fieldset')].find((f) => f.querySelector('legend')?.textContent === legend)
    const controls = [...(fieldset?.querySelectorAll<HTMLElement>(`.${styles.list} a, button`) ?? [])]
    controls.find((c) => (c.querySelector('span') ?? c).textContent === label)?.focus()
    reopen = null
  }, [open])

  useEffect(() => (open && dialog.current ? closeWhenWide(dialog.current) : undefined), [open])

  if (!open) {
    return (
      <aside id="filters" className={styles.aside} aria-label="Filters">
        {children}
      </aside>
    )
  }
  return (
    <aside id="filters" className={styles.aside} aria-label="Filters" data-sheet="open">
      <dialog
        ref={dialog}
        className={styles.sheet}
        aria-labelledby={headingId}
        onClose={() => {
          sheet?.hide()
          document.getElementById(TRIGGER_ID)?.focus()
        }}
        onKeyDown={(e) => keepTabInside(e.nativeEvent, e.currentTarget)}
        onClickCapture={(e) => {
          const link = (e.target as Element).closest('a[href]')
          if (link?.closest(`.${styles.list}`)) reopen = optionKey(link)
        }}
        onSubmitCapture={() => {
          reopen = { legend: 'Price', label: 'Apply price' }
        }}
        onClick={(e) => {
          // spec: stock §2 'Show me N cars': on the sheet it closes it onto the results.
          if (!(e.target as Element).closest(`.${styles.showMe}`)) return
          e.preventDefault()
          dialog.current?.close()
          document.getElementById('results')?.scrollIntoView({ block: 'start' })
        }}
      >
        <div className={dialogHeader.header}>
          <h2 id={headingId} className={dialogHeader.title}>
            Filters
          </h2>
          <button type="button" className={dialogHeader.close} onClick={() => dialog.current?.close()}>
            Close<span className="visually-hidden"> filters</span>
          </button>
        </div>
        {children}
      </dialog>
    </aside>
  )
}

/** "Filters (n)" in the results bar: opens the sheet; without JavaScript, a link down to the panel. */
export function FiltersButton({ count }: { count: number }) {
  const sheet = useContext(SheetContext)
  const hydrated = useHydrated()
  const label = <>Filters{count ? <span> ({count})</span> : null}</>
  if (!hydrated || !sheet) {
    return (
      <a className={styles.filtersButton} href="#filters">
        {label}
      </a>
    )
  }
  return (
    <button
      id={TRIGGER_ID}
      type="button"
      className={styles.filtersButton}
      aria-haspopup="dialog"
      aria-expanded={sheet.open}
      onClick={sheet.show}
    >
      {label}
    </button>
  )
}
