import { lexicalEditor, LinkFeature } from '@payloadcms/richtext-lexical'

/**
 * The rich-text editor of staff-edited content (pages, offers). Uploads and relationships are off:
 * pictures go through the media block, whose upload field takes only the tenant's own media
 * (src/fields/tenant-media.ts), and a relationship node could point at another tenant's document.
 * Links are URLs only for the same reason (no links to documents: `enabledCollections: []`).
 */
export const contentEditor = lexicalEditor({
  features: ({ defaultFeatures }) => [
    ...defaultFeatures.filter((f) => !['upload', 'relationship', 'link'].includes(f.key)),
    LinkFeature({ enabledCollections: [] }),
  ],
})
