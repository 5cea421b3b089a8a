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
/** spec: finance §2 "Submit button text" and "Back button". */
export const FINANCE_SUBMIT_LABEL = 'Get A Personalised Quote'
export const FINANCE_BACK_LABEL = 'Back'
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
export const PROMO_START_HREF = '/search/used-cars'
export const PROMO_VIEW_ALL = 'View All Used Cars'
/** spec: finance §9 "Featured used cars on finance promo: 6 per page"; §2 "only cars with more than one photo". */
export const PROMO_CARS_PER_PAGE = 6
export const PROMO_MIN_PHOTOS_EXCLUSIVE = 1

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
