import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Saved searches with alerts (docs/features/accounts.md "Saved searches with alerts", beyond the spec): a signed-in
 * shopper keeps a results address; when new stock matching it is listed they get one e-mail a day
 * at most, with an unsubscribe link that works without signing in. Pure rules; the key and the
 * clock are handed in.
 */

/** A shopper keeps at most this many searches on one tenant. */
export const SAVED_SEARCHES_MAX = 20
/** At most one alert e-mail a day for one saved search. */
export const ALERT_INTERVAL_MS = 24 * 60 * 60 * 1000
/** An alert lists at most this many of the new cars, newest first, and links to the rest. */
export const ALERT_CARS_SHOWN = 6
/** The site page the unsubscribe link opens. */
export const UNSUBSCRIBE_PATH = '/pages/unsubscribe'

export const SAVED_SEARCH_MESSAGES = {
  saved: 'Search saved. We will e-mail you when new cars match it.',
  already: 'You have already saved this search.',
  full: `You can keep up to ${SAVED_SEARCHES_MAX} saved searches. Delete one in My Garage to save another.`,
  notSearch: 'Only a search results address can be saved.',
  signIn: 'Please sign in to save this search.',
  unsubscribed: 'You will get no more e-mails about this search.',
  badLink: 'This unsubscribe link is not valid. You can manage your saved searches in My Garage.',
} as const

/** Whether an alert may go now: never sent, or the last one a full day ago. */
export function alertDue(lastAlertAt: Date | null, now: Date): boolean {
  return !lastAlertAt || now.getTime() - lastAlertAt.getTime() >= ALERT_INTERVAL_MS
}

const mac = (id: string, key: string) =>
  createHmac('sha256', key).update(`forecourt saved-search unsubscribe v1\n${id}`).digest('base64url')

/** The unsubscribe token of one saved search: its id and an HMAC of it. It does not expire. */
export function unsubscribeToken(id: string | number, key: string): string {
  return `${id}.${mac(String(id), key)}`
}

/** The saved search a token names, or null when it is malformed or its signature does not match. */
export function checkUnsubscribeToken(token: unknown, key: string): string | null {
  if (typeof token !== 'string' || token.length > 200) return null
  const m = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!m) return null
  const [, id = '', signature = ''] = m
  const expected = Buffer.from(mac(id, key))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null
}

export type AlertCar = { name: string; price: string; url: string }

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** The alert e-mail: the search's name, the new cars (at most ALERT_CARS_SHOWN), the search and unsubscribe links. */
export function alertEmail(input: {
  siteName: string
  label: string
  searchUrl: string
  unsubscribeUrl: string
  cars: AlertCar[]
  total: number
}): { subject: string; text: string; html: string } {
  const { siteName, label, searchUrl, unsubscribeUrl, total } = input
  const cars = input.cars.slice(0, ALERT_CARS_SHOWN)
  const noun = total === 1 ? 'new car matches' : 'new cars match'
  const subject = `${total} ${noun} your search: ${label}`
  const more = total > cars.length ? `…and ${total - cars.length} more.` : ''
  const text = [
    `${total} ${noun} your saved search "${label}" on ${siteName}:`,
    '',
    ...cars.map((c) => `- ${c.name}${c.price ? `, ${c.price}` : ''}: ${c.url}`),
    ...(more ? [more] : []),
    '',
    `See them all: ${searchUrl}`,
    '',
    `You get at most one e-mail a day about this search. Stop these e-mails: ${unsubscribeUrl}`,
  ].join('\n')
  const html = [
    `<p>${total} ${noun} your saved search <strong>${escapeHtml(label)}</strong> on ${escapeHtml(siteName)}:</p>`,
    '<ul>',
    ...cars.map(
      (c) =>
        `<li><a href="${escapeHtml(c.url)}">${escapeHtml(c.name)}</a>${c.price ? `, ${escapeHtml(c.price)}` : ''}</li>`,
    ),
    '</ul>',
    ...(more ? [`<p>${escapeHtml(more)}</p>`] : []),
    `<p><a href="${escapeHtml(searchUrl)}">See them all</a></p>`,
    `<p style="font-size:12px;color:#555">You get at most one e-mail a day about this search. <a href="${escapeHtml(unsubscribeUrl)}">Stop these e-mails</a>.</p>`,
  ].join('\n')
  return { subject, text, html }
}
