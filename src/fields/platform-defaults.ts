import type { Field } from 'payload'

import { SMS_SENDER_HELP, SMS_SENDER_PATTERN } from '@/domain/platform-settings'

/**
 * Settings that the platform sets once and a site may override (docs/features/content.md "Platform settings
 * (super-admins)"): the same field on the platform-settings global and on a site, with only the
 * "what happens when empty" part of its description told apart (`whenEmpty`).
 */

/** Who a text message comes from (src/domain/platform-settings.ts SMS_SENDER_PATTERN). */
export const smsSenderNameField = (whenEmpty: string): Field => ({
  name: 'sms_sender_name',
  label: 'SMS sender name',
  type: 'text',
  validate: (value: unknown) =>
    value == null || String(value).trim() === '' || SMS_SENDER_PATTERN.test(String(value).trim()) || SMS_SENDER_HELP,
  admin: { description: `Who verification codes come from, e.g. Forecourt. ${SMS_SENDER_HELP} ${whenEmpty}` },
})

/** The finance calculator's disclaimer when a car's lender gives none. */
export const financeDisclaimerField = (whenEmpty: string): Field => ({
  name: 'finance_disclaimer',
  label: 'Finance disclaimer',
  type: 'textarea',
  maxLength: 2000,
  admin: {
    description: `The finance calculator's disclaimer when the car's lender gives none; the comparison-rate warning always follows it. ${whenEmpty}`,
  },
})
