import type { Field } from 'payload'

import {
  HTTPS_URL_HINT,
  isHttpsUrl,
  isLinkTarget,
  isPageAddress,
  LINK_TARGET_HINT,
  PAGE_ADDRESS_HINT,
} from '@/domain/links/urls'

/** Field validators over src/domain/links (the one owner of what a stored link may be). */
export const validateLinkTarget = (value: string | null | undefined) =>
  !value || isLinkTarget(value) || LINK_TARGET_HINT
export const validateHttpsUrl = (value: string | null | undefined) => !value || isHttpsUrl(value) || HTTPS_URL_HINT
/** A site path or an outside https:// address (a site's finance link). */
export const validatePageAddress = (value: string | null | undefined) =>
  !value?.trim() || isPageAddress(value.trim()) || PAGE_ADDRESS_HINT

/** A menu link: a site path such as /search/used-cars, or a full https:// address. */
export const linkFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'label', label: 'Link text', type: 'text', required: true },
      {
        name: 'url',
        label: 'Link',
        type: 'text',
        required: true,
        validate: validateLinkTarget,
      },
    ],
  },
]

/** Limits a content document to some of the tenant's sites; empty means all of them. */
export const sitesField: Field = {
  name: 'sites',
  label: 'Sites',
  type: 'relationship',
  relationTo: 'sites',
  hasMany: true,
  index: true,
  admin: { position: 'sidebar', description: 'Empty: every site of this tenant. Otherwise only these sites.' },
}
