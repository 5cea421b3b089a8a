import { type CollectionBeforeValidateHook, ValidationError } from 'payload'

import { offerWindowProblem } from '@/domain/content/offer-window'

/** An offer must expire after it starts (src/domain/content/offer-window.ts). */
export const validateOfferWindow: CollectionBeforeValidateHook = ({ data, originalDoc }) => {
  const problem = offerWindowProblem({
    starts_at: data?.starts_at ?? originalDoc?.starts_at,
    expires_at: data?.expires_at ?? originalDoc?.expires_at,
  })
  if (problem) throw new ValidationError({ collection: 'offers', errors: [{ path: 'expires_at', message: problem }] })
  return data
}
