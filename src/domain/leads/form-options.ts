/**
 * spec: finance §5 "Form-field keys containing the radio-options marker are dropped; checked options
 * marked 'check_option' become an additional_services list." The spec names 'check_option' and
 * not the radio marker's text; ours is 'radio_options'.
 */
export const RADIO_OPTIONS_MARKER = 'radio_options'
export const CHECK_OPTION_MARKER = 'check_option'

/** Bounds of the list (ours: the spec gives none): a shopper ticks a few options, never a document. */
export const ADDITIONAL_SERVICES_LIMITS = { count: 20, length: 100 } as const

/**
 * The label of a checked option: the checkbox's value when it is text (an HTML checkbox sends its
 * value), else the key with the marker taken out ('check_option_window_tinting' → 'window tinting').
 * Null when the box is not ticked.
 */
function checkedLabel(key: string, value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null
  if (value !== true) return null
  const label = key
    .split(CHECK_OPTION_MARKER)
    .join(' ')
    .replace(/[_\-.:[\]]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return label || null
}

/**
 * A form's values as the lead endpoint takes them: keys holding the radio-options marker dropped,
 * keys marked 'check_option' taken out and their ticked labels appended, in order and once each, to
 * `additional_services` (after any the form already listed there). Applied by the form before it
 * sends and by POST /api/enquiries before it validates, so applying it twice changes nothing.
 */
export function collectFormOptions(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  const checked: string[] = []
  let marked = false
  for (const [key, value] of Object.entries(values)) {
    if (key.includes(RADIO_OPTIONS_MARKER)) continue
    if (key.includes(CHECK_OPTION_MARKER)) {
      marked = true
      const label = checkedLabel(key, value)
      if (label) checked.push(label)
      continue
    }
    out[key] = value
  }
  // A list that is not a list is left for the schema to refuse.
  if (!marked || (out.additional_services !== undefined && !Array.isArray(out.additional_services))) return out
  const listed = Array.isArray(out.additional_services) ? (out.additional_services as unknown[]) : []
  out.additional_services = [...new Set([...listed, ...checked])]
  return out
}
