/** The finance enquiry screen's words and numbers (finance §2, §9). */

/** spec: finance §2 "Dialog title". */
export const FINANCE_DIALOG_TITLE = 'Instant Finance pre-approval with no impact on your credit score.'
/** spec: finance §2 "The popup shows four step labels". */
export const FINANCE_STEP_LABELS = [
  'Quick Estimate',
  'Your Details',
  'Instant pre-approval',
  'Apply to lender',
] as const
/** The vehicle page's button that opens the enquiry in its popup (ours: the spec names the popup, not its button). */
export const FINANCE_POPUP_TRIGGER = 'Get Pre-approved'
/** spec: finance §2 "Submit button text" and "Back button". */
export const FINANCE_SUBMIT_LABEL = 'Get A Personalised Quote'
export const FINANCE_BACK_LABEL = 'Back'
/**
 * Step 1's button (ours: the spec's submit text is the final submit's; step 1 only moves on, finance
 * §4 "In the popup, step 1 moves to step 2 on submit").
 */
export const FINANCE_NEXT_LABEL = 'Next: Your Details'
/**
 * The step the form is at, as FINANCE_STEP_LABELS counts them (finance §2 "four step labels"): the
 * estimate, the shopper's details, the pre-approval while the enquiry is sent and verified, and
 * applying to the lender once its redirect address has come back.
 */
export type FinanceStage = 'estimate' | 'details' | 'pre_approval' | 'lender'
export const FINANCE_STAGE_INDEX: Record<FinanceStage, number> = {
  estimate: 0,
  details: 1,
  pre_approval: 2,
  lender: 3,
}
/** What the form says while it is at steps 3 and 4 (ours). */
export const FINANCE_STAGE_NOTES: Partial<Record<FinanceStage, string>> = {
  pre_approval: 'Checking your instant pre-approval…',
  lender: 'Pre-approved. Taking you to the lender to apply…',
}
/** spec: finance §2 "The estimate note reads: 5-year term, 10% deposit, 30% final payment, on monthly repayments." */
export const FINANCE_ESTIMATE_NOTE = '5-year term, 10% deposit, 30% final payment, on monthly repayments.'
/** spec: finance §2 "a 'View disclaimer' link next to the note '5 year term, 10.0% deposit'". */
export const FINANCE_DISCLAIMER_NOTE = '5 year term, 10.0% deposit'
export const FINANCE_VIEW_DISCLAIMER = 'View disclaimer'
/** spec: finance §5 "Helper name is optional, hint 'Enter name or leave blank'"; "placeholder 1234". */
export const HELPER_HINT = 'Enter name or leave blank'
export const POSTCODE_PLACEHOLDER = '1234'
/** spec: finance §4 "Code sending" button and field states. */
export const SEND_CODE_LABELS = { idle: 'Send Code', sending: 'Sending...', sent: 'Resend Code' } as const
export const CODE_SENT_NOTE = 'Code sent!'
/** spec: finance §2 promo. */
export const PROMO_TITLE = 'Get Finance Now'
export const PROMO_START = 'Start Finance Journey'
export const PROMO_VIEW_ALL = 'View All Used Cars'
/** spec: finance §9 "Featured used cars on finance promo: 6 per page"; §2 "only cars with more than one photo". */
export const PROMO_CARS_PER_PAGE = 6
export const PROMO_MIN_PHOTOS_EXCLUSIVE = 1
/** How many pages of featured cars the promo pages through (ours: a promo, not a search page). */
export const PROMO_MAX_PAGES = 4
/** The promo pager's query parameter; the finance page keeps every other parameter (finance §2). */
export const PROMO_PAGE_PARAM = 'promo_page'

/** spec: finance §2 "a featured used-cars list (only cars with more than one photo)", in the search's order. */
export const featuredPromoCars = <T extends { photos_count?: number | null }>(hits: readonly T[]): T[] =>
  hits.filter((c) => (c.photos_count ?? 0) > PROMO_MIN_PHOTOS_EXCLUSIVE)

/**
 * The promo's page of featured cars (finance §9 "6 per page"): the pages there are (at most
 * PROMO_MAX_PAGES) and the requested one inside them; junk, 0 or a page past the end gives the
 * nearest real page.
 */
export function promoPage(featured: number, requested: string | null | undefined) {
  const pages = Math.min(PROMO_MAX_PAGES, Math.ceil(Math.max(0, featured) / PROMO_CARS_PER_PAGE))
  const asked = /^\d+$/.test(requested?.trim() ?? '') ? Number(requested) : 1
  const page = Math.min(Math.max(1, asked), Math.max(1, pages))
  const start = (page - 1) * PROMO_CARS_PER_PAGE
  return { page, pages, start, end: start + PROMO_CARS_PER_PAGE }
}

/** The address of a promo page: this page's query string with only the page changed (page 1 has none). */
export function promoPageHref(params: Record<string, string | string[] | undefined>, page: number): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (key === PROMO_PAGE_PARAM || value == null) continue
    for (const v of Array.isArray(value) ? value : [value]) query.append(key, v)
  }
  if (page > 1) query.set(PROMO_PAGE_PARAM, String(page))
  return `?${query.toString()}#finance-promo`
}

/** spec: finance §2 "up to three finance steps (apply online in minutes; get pre-approved …; purchase your dream car)". */
export const DEFAULT_FINANCE_STEPS = [
  { title: 'Apply online in minutes', text: 'Tell us about the car and the loan you want. It takes a few minutes.' },
  { title: 'Get pre-approved', text: 'Get pre-approved with your own personalised finance rate.' },
  { title: 'Purchase your dream car', text: 'Drive away in your dream car with finance sorted.' },
] as const
export const MAX_FINANCE_STEPS = 3

/** The sidebar's steps: the site's own (at most three, blanks dropped), else the defaults. */
export function financeSteps(custom: readonly { title?: string | null; text?: string | null }[] | null | undefined) {
  const own = (custom ?? [])
    .map((s) => ({ title: (s.title ?? '').trim(), text: (s.text ?? '').trim() }))
    .filter((s) => s.title)
    .slice(0, MAX_FINANCE_STEPS)
  return own.length ? own : DEFAULT_FINANCE_STEPS.map((s) => ({ ...s }))
}
