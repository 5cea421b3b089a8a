import { type CollectionBeforeValidateHook, type CollectionSlug, type Field, ValidationError } from 'payload'

import { offerWindowProblem } from '@/domain/content/offer-window'
import { BACKGROUND_HINT, BACKGROUND_PATTERN } from '@/domain/promo/banners'

const dateTime = { date: { pickerAppearance: 'dayAndTime' as const, displayFormat: 'dd/MM/yyyy HH:mm' } }

/** Starts and Expires side by side: shown from the start until the expiry, never outside it. */
export const scheduleFields: Field = {
  type: 'row',
  fields: [
    { name: 'starts_at', type: 'date', label: 'Starts', admin: { ...dateTime, description: 'Empty: shown at once.' } },
    {
      name: 'expires_at',
      type: 'date',
      label: 'Expires',
      index: true,
      admin: { ...dateTime, description: 'Empty: no expiry. Never shown after this.' },
    },
  ],
}

/** Refuses a schedule that expires before it starts (src/domain/content/offer-window.ts). */
export const validateSchedule =
  (collection: CollectionSlug, thing: string): CollectionBeforeValidateHook =>
  ({ data, originalDoc }) => {
    const problem = offerWindowProblem(
      {
        starts_at: data?.starts_at ?? originalDoc?.starts_at,
        expires_at: data?.expires_at ?? originalDoc?.expires_at,
      },
      thing,
    )
    if (problem) throw new ValidationError({ collection, errors: [{ path: 'expires_at', message: problem }] })
    return data
  }

/** The card's background colour behind a transparent or narrow image (finance §3 "background"). */
export const backgroundField: Field = {
  name: 'background',
  label: 'Background',
  type: 'text',
  validate: (value: string | null | undefined) => !value || BACKGROUND_PATTERN.test(value) || BACKGROUND_HINT,
  admin: { description: 'A colour such as #0b3d91; empty keeps the site’s own.' },
}
