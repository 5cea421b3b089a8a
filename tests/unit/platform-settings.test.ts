import { describe, expect, it } from 'vitest'

import { emailSender, SMS_SENDER_PATTERN, smsSender, withPlatformDefaults } from '@/domain/platform-settings'

// docs/features/content.md "Platform settings (super-admins)": defaults that every site inherits unless it overrides
// them (the no-price text, the e-mail sender, analytics and pixel ids…). Sites read the merged
// value through one helper.
describe('withPlatformDefaults', () => {
  it.each([
    ['the site’s own value wins', { no_price_text: 'Call us' }, { no_price_text: 'Ask for price' }, 'Call us'],
    ['an empty site value inherits', { no_price_text: '' }, { no_price_text: 'Ask for price' }, 'Ask for price'],
    ['a blank site value inherits', { no_price_text: '   ' }, { no_price_text: ' Ask for price ' }, 'Ask for price'],
    ['a missing site value inherits', {}, { no_price_text: 'Ask for price' }, 'Ask for price'],
    ['neither: left for the reader’s spec default', { no_price_text: null }, { no_price_text: '' }, null],
  ])('%s', (_, site, platform, value) => {
    expect(withPlatformDefaults(site as { no_price_text?: string | null }, platform).no_price_text ?? null).toBe(value)
  })

  it('merges every inherited key and leaves the others alone', () => {
    const merged = withPlatformDefaults(
      { sales_phone: '07 3000 0000', tag_id: 'G-SITE1234', new_tag_name: null } as Record<string, string | null>,
      { tag_id: 'G-PLATFORM1', meta_pixel_id: '123456789', new_tag_name: 'JUST IN', sold_tag_text: 'SOLD!' },
    )
    expect(merged).toEqual({
      sales_phone: '07 3000 0000',
      tag_id: 'G-SITE1234',
      meta_pixel_id: '123456789',
      new_tag_name: 'JUST IN',
      sold_tag_text: 'SOLD!',
    })
  })
})

describe('emailSender', () => {
  it.each([
    [{}, undefined],
    [{ email_from_name: 'Leads' }, undefined],
    [{ email_from_address: 'leads@example.com' }, 'leads@example.com'],
    [
      { email_from_address: 'leads@example.com', email_from_name: 'Forecourt Leads' },
      '"Forecourt Leads" <leads@example.com>',
    ],
    [
      { email_from_address: 'leads@example.com', email_from_name: 'Bad "<name>"\r\nBcc: x' },
      '"Bad nameBcc: x" <leads@example.com>',
    ],
  ])('%j → %s', (platform, from) => expect(emailSender(platform)).toBe(from))
})

// docs/features/content.md "Platform settings (super-admins)": the SMS sender name is among the inherited defaults.
describe('the SMS sender name', () => {
  it('is inherited like the other defaults: the site’s own wins, an empty one takes the platform’s', () => {
    expect(withPlatformDefaults({ sms_sender_name: '' }, { sms_sender_name: 'Forecourt' }).sms_sender_name).toBe(
      'Forecourt',
    )
    expect(
      withPlatformDefaults({ sms_sender_name: 'HarbourToyo' }, { sms_sender_name: 'Forecourt' }).sms_sender_name,
    ).toBe('HarbourToyo')
  })

  it.each([
    ['Forecourt', true],
    ['Harbour Toy', true],
    ['HarbourToyot', false], // 12 characters: carriers cut or refuse it
    ['12345', false], // a short all-digit id is neither a name nor a number
    ['0412345678', true],
    ['+61412345678', true],
    ['Bad-name!', false],
    [' Lead', false],
    ['', false],
  ])('%j valid: %s', (name, ok) => expect(SMS_SENDER_PATTERN.test(name)).toBe(ok))

  it.each([
    [{ sms_sender_name: ' Forecourt ' }, 'Forecourt'],
    [{ sms_sender_name: 'Much too long a name' }, undefined],
    [{ sms_sender_name: null }, undefined],
    [null, undefined],
  ])('%j → %s', (settings, sender) => expect(smsSender(settings)).toBe(sender))
})
