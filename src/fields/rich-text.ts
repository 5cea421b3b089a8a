import { lexicalEditor, LinkFeature } from '@payloadcms/richtext-lexical'
import type { FieldAffectingData, TextFieldSingleValidation } from 'payload'

import { CONTENT_LINK_HINT, isContentLink } from '@/domain/links/urls'

/** A rich-text link's address (docs/features/security.md "Security"): http(s), mailto, tel, a site path or an anchor. */
export const validateContentLink: TextFieldSingleValidation = (value) =>
  (typeof value === 'string' && isContentLink(value)) || CONTENT_LINK_HINT

/**
 * The rich-text editor of staff-edited content (pages, offers, posts, form messages). Uploads and
 * relationships are off: pictures go through the media block, whose upload field takes only the
 * tenant's own media (src/fields/tenant-media.ts), and a relationship node could point at another
 * tenant's document. Links are URLs only for the same reason (no links to documents:
 * `enabledCollections: []`), and only to addresses `isContentLink` allows: a `data:`, `vbscript:`
 * or `//host` link is refused on save (src/components/content/RichText.tsx drops one stored before).
 */
export const contentEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((f) => !['upload', 'relationship', 'link'].includes(f.key)),
    LinkFeature({
      enabledCollections: [],
      fields: ({ defaultFields }) =>
        defaultFields.map((field) =>
          field.name === 'url' ? ({ ...field, validate: validateContentLink } as FieldAffectingData) : field,
        ),
    }),
  ],
})
