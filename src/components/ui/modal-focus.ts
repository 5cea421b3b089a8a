import { belowBreakpoint } from '@/components/layout/breakpoints'

/**
 * Keyboard rules shared by the site's modal panels (the menu drawer, the filter sheet): Tab and
 * Shift+Tab wrap inside the panel. A native modal <dialog> already makes the page behind inert and
 * closes on Escape, but Chromium lets Tab leave it for the browser's own toolbar; this keeps focus
 * on the panel's controls, so focus stays trapped in the open panel.
 */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])'

/** The panel's controls a shopper can reach now (not inside a closed <details>, not hidden). */
export function focusableIn(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0)
}

/** onKeyDown for a modal panel: Tab past the last control goes to the first, and back. */
export function keepTabInside(event: KeyboardEvent, panel: HTMLElement) {
  if (event.key !== 'Tab') return
  const items = focusableIn(panel)
  const first = items.at(0)
  const last = items.at(-1)
  if (!first || !last) return
  const active = document.activeElement
  if (event.shiftKey && (active === first || !panel.contains(active))) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
    event.preventDefault()
    first.focus()
  }
}

/** The drawer and the sheet are small-screen panels: a window widened past lg closes them. */
export function closeWhenWide(dialog: HTMLDialogElement): () => void {
  const small = window.matchMedia(belowBreakpoint('lg'))
  const onChange = () => {
    if (!small.matches) dialog.close()
  }
  small.addEventListener('change', onChange)
  return () => small.removeEventListener('change', onChange)
}
