import { type EmailFieldValidation, validations } from 'payload'

import { EMAIL_TOO_LONG, isEmailTooLong } from '@/domain/text/email'

/** Payload's e-mail check, and no longer than an address can be (src/domain/text/email.ts). */
export const validateEmailAddress: EmailFieldValidation = (value, args) =>
  isEmailTooLong(value) ? EMAIL_TOO_LONG : validations.email(value, args)
