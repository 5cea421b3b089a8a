import { describe, expect, it } from 'vitest'

import {
  ALERT_CARS_SHOWN,
  ALERT_INTERVAL_MS,
  alertDue,
  alertEmail,
  checkUnsubscribeToken,
  unsubscribeToken,
} from '@/domain/accounts/saved-search'

// docs/features/accounts.md "Saved searches with alerts": one e-mail a day at most, with an unsubscribe link that
// works without signing in.
const NOW = new Date('2026-11-25T10:00:00Z')

describe('alertDue: at most one e-mail a day', () => {
  it.each([
    ['never sent', null, true],
    ['sent a minute short of a day ago', new Date(NOW.getTime() - ALERT_INTERVAL_MS + 60_000), false],
    ['sent exactly a day ago', new Date(NOW.getTime() - ALERT_INTERVAL_MS), true],
    ['sent two days ago', new Date(NOW.getTime() - 2 * ALERT_INTERVAL_MS), true],
  ])('%s → %s', (_, last, due) => expect(alertDue(last, NOW)).toBe(due))
})

describe('the unsubscribe token', () => {
  const KEY = 'k1'
  it('names its saved search, and only under the same key', () => {
    const token = unsubscribeToken(42, KEY)
    expect(checkUnsubscribeToken(token, KEY)).toBe('42')
    expect(checkUnsubscribeToken(token, 'k2')).toBeNull()
  })
  it.each([
    ['another id with the same signature', (t: string) => t.replace(/^42\./, '43.')],
    ['a changed signature', (t: string) => `${t.slice(0, -1)}${t.endsWith('A') ? 'B' : 'A'}`],
    ['no signature', () => '42'],
    ['not a string', () => 42 as unknown as string],
    ['an overlong token', (t: string) => `${t}${'x'.repeat(300)}`],
  ])('refuses %s', (_, change) => expect(checkUnsubscribeToken(change(unsubscribeToken(42, KEY)), KEY)).toBeNull())
})

describe('alertEmail', () => {
  const car = (n: number) => ({ name: `Car <${n}>`, price: '$20,000', url: `https://x.example/cars/c${n}` })
  it('names the count and the search, lists at most 6 cars, escapes HTML, and carries the unsubscribe link', () => {
    const mail = alertEmail({
      siteName: 'Harbourside Toyota',
      label: 'Used Toyota cars for sale',
      searchUrl: 'https://x.example/search/used-cars/toyota',
      unsubscribeUrl: 'https://x.example/pages/unsubscribe?token=1.abc',
      cars: Array.from({ length: 8 }, (_, i) => car(i)),
      total: 8,
    })
    expect(mail.subject).toBe('8 new cars match your search: Used Toyota cars for sale')
    expect(mail.text.match(/^- Car/gm)).toHaveLength(ALERT_CARS_SHOWN)
    expect(mail.text).toContain('…and 2 more.')
    expect(mail.text).toContain('Stop these e-mails: https://x.example/pages/unsubscribe?token=1.abc')
    expect(mail.html).toContain('Car &lt;0&gt;')
    expect(mail.html).not.toContain('Car <0>')
  })
  it('says "1 new car matches" for one', () => {
    const mail = alertEmail({
      siteName: 'S',
      label: 'L',
      searchUrl: 'u',
      unsubscribeUrl: 'v',
      cars: [car(1)],
      total: 1,
    })
    expect(mail.subject).toBe('1 new car matches your search: L')
  })
})
