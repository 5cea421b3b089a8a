import { seoPlugin } from '@payloadcms/plugin-seo'
import type { GenerateDescription, GenerateImage, GenerateTitle, GenerateURL } from '@payloadcms/plugin-seo/types'
import type { Field, Plugin } from 'payload'

import { pagePath } from '@/domain/content/page-path'
import { firstBlockImage, seoDescription, seoTitle } from '@/domain/content/page-seo'
import { relationId } from '@/domain/ids'
import { sameTenantMedia } from '@/fields/tenant-media'
import type { Page } from '@/payload-types'

import { documentSite } from '../hooks/document-site'

/** The page as the admin's form holds it when staff press "generate" (unsaved edits included). */
type PageForm = Partial<Page> | undefined

/** Longest stored description: search engines show about 155 characters; a share card shows more. */
const META_DESCRIPTION_MAX = 300

/** Our words and walls on the plugin's fields (the data stays `meta.title`, `meta.description`, `meta.image`). */
const OURS: Record<string, Partial<Field>> = {
  title: { label: 'Search result title (empty: the page title)' },
  description: { label: "Search result description (empty: the site's tagline)", maxLength: META_DESCRIPTION_MAX },
  // Another tenant's media is refused on save too (src/fields/tenant-media.ts).
  image: {
    label: 'Share image (empty: the first picture on the page)',
    filterOptions: sameTenantMedia,
    // the plugin's text names a 12 MB limit that is not ours (src/domain/body-limits.ts)
    admin: { description: 'Shown when the page is shared.' },
  },
}
const withOurWords = (field: Field): Field => {
  const ours = 'name' in field ? OURS[field.name] : undefined
  if (!ours) return field
  return { ...field, ...ours, admin: { ...field.admin, ...ours.admin } } as Field
}

// "Generate" fills a field with what the site shows when it is left empty (src/domain/content/page-seo.ts).
const generateTitle: GenerateTitle<PageForm> = ({ doc }) => seoTitle(doc ?? {})
const generateDescription: GenerateDescription<PageForm> = async ({ doc, req }) =>
  seoDescription(doc ?? {}, (await documentSite(doc ?? {}, req, { asCaller: true }))?.tagline) ?? ''
const generateImage: GenerateImage<PageForm> = ({ doc }) => relationId(firstBlockImage<unknown>(doc?.layout)) ?? ''
/** The page's address on its site (the first it lists, else its tenant's first), for the search-result preview. */
const generateURL: GenerateURL<PageForm> = async ({ doc, req }) => {
  const site = await documentSite(doc ?? {}, req, { asCaller: true })
  if (!site) return ''
  const path = doc?.slug ? pagePath(doc.slug, doc.placement === 'pages' ? 'pages' : 'top') : (doc?.path ?? '/')
  return `${site.origin}${path}`
}

/**
 * Pages' SEO tab is @payloadcms/plugin-seo's (docs/features/content.md "Pages"): its `meta` group with the title and
 * description length guides, the search-result preview, and "generate" buttons that fill in the
 * site's defaults. It runs before the multi-tenant plugin, which puts `tenant` first: the tabbed UI
 * appends the SEO tab to a collection whose first field is its tabs.
 */
export const pageSeo: Plugin = seoPlugin({
  collections: ['pages'],
  uploadsCollection: 'media',
  tabbedUI: true,
  fields: ({ defaultFields }) => defaultFields.map(withOurWords),
  generateTitle,
  generateDescription,
  generateImage,
  generateURL,
})
