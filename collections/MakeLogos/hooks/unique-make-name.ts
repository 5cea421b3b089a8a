import type { TextFieldSingleValidation } from 'payload'

import { makeLogoKey } from '@/domain/facets/make-logos'

/**
 * The unique index compares exact text; logos are matched to cars without regard to case, so
 * 'toyota' beside 'Toyota' would be a second logo for the same make. Reject that here.
 */
export const uniqueMakeName: TextFieldSingleValidation = async (value, { req, id }) => {
  if (!value?.trim()) return 'The make is required.'
  const wanted = makeLogoKey(value)
  const { docs } = await req.payload.find({
    collection: 'make-logos',
    pagination: false,
    depth: 0,
    select: { make: true },
    req,
  })
  const clash = docs.find((d) => makeLogoKey(d.make) === wanted && String(d.id) !== String(id))
  return clash ? `There is already a logo for ${clash.make}.` : true
}
