import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/staff'
import { tags } from '@/cache/tags'
import { pageSlugProblem } from '@/domain/content/page-path'
import { sitesField } from '@/fields/link'
import { slugField } from '@/fields/slug'

import { withHistory } from '../hooks/history'
import { previewAdmin, previewLinkEndpoint } from '../hooks/preview-link'
import { revalidates } from '../hooks/revalidates'
import { CallToActionBlock } from './blocks/CallToAction/config'
import { FaqBlock } from './blocks/Faq/config'
import { FeatureBannerBlock } from './blocks/FeatureBanner/config'
import { FormBlock } from './blocks/FormBlock/config'
import { HeroBlock } from './blocks/Hero/config'
import { LocationCardsBlock } from './blocks/LocationCards/config'
import { MediaBlock } from './blocks/MediaBlock/config'
import { RichTextBlock } from './blocks/RichText/config'
import { SalesCounterBlock } from './blocks/SalesCounter/config'
import { StockCarouselBlock } from './blocks/StockCarousel/config'
import { WhyListBlock } from './blocks/WhyList/config'
import { setPagePath } from './hooks/page-path'
import { uniquePagePath } from './hooks/unique-path'

/** A redirect may name a page: a new path or a (un)publish changes the proxy's redirect tables too. */
const expire = revalidates('pages', tags.redirects)

/**
 * Pages and legal text that staff edit (finance §1, §2 "Menus and footer", §9 "Legal text"): About
 * Us, Warranty, Privacy Policy… at /{slug}, or campaign pages at /pages/{slug}. A page serves every
 * site of its tenant unless limited to some. Drafts are kept as versions; the sites show only the
 * published version (src/data/content/pages.ts).
 */
export const Pages: CollectionConfig = withHistory({
  slug: 'pages',
  admin: {
    useAsTitle: 'title',
    // Live preview on the staff member's own site, through a signed short-lived link (docs/features/content.md "Add a
    // page", "Preview").
    ...previewAdmin('pages'),
    group: 'Content',
    defaultColumns: ['title', 'path', 'sites', '_status', 'updatedAt'],
    description:
      'Pages of your sites: About Us, Warranty, Privacy Policy, campaign pages… Publish to show a change on the site.',
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  // Scheduled publish and unpublish (docs/features/content.md "Schedule a page or a post") run on the jobs queue
  // (src/jobs: the default queue).
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 25 },
  endpoints: [previewLinkEndpoint('pages')],
  hooks: {
    beforeChange: [setPagePath, uniquePagePath],
    ...expire.hooks,
  },
  // The tabs come first: the SEO plugin adds its tab beside Content (collections/Pages/seo.ts).
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [
            {
              name: 'title',
              label: 'Title',
              type: 'text',
              required: true,
              admin: { description: "The page's heading, unless it starts with a hero." },
            },
            {
              name: 'layout',
              label: 'Content blocks',
              type: 'blocks',
              blocks: [
                HeroBlock,
                RichTextBlock,
                MediaBlock,
                CallToActionBlock,
                FaqBlock,
                LocationCardsBlock,
                SalesCounterBlock,
                FeatureBannerBlock,
                WhyListBlock,
                StockCarouselBlock,
                FormBlock,
              ],
            },
          ],
        },
      ],
    },
    slugField('title', {
      required: true,
      validate: (value: string | null | undefined, { siblingData }: { siblingData: { placement?: string } }) =>
        (value ? pageSlugProblem(value, siblingData?.placement === 'pages' ? 'pages' : 'top') : 'Enter a slug.') ??
        true,
    } as never),
    {
      name: 'placement',
      label: 'Placement',
      type: 'select',
      required: true,
      defaultValue: 'top',
      options: [
        { value: 'top', label: 'Top level: /{slug}' },
        { value: 'pages', label: 'Under /pages/{slug}' },
      ],
      admin: {
        position: 'sidebar',
        description: 'Top level for About Us, Warranty and legal pages; /pages/ for campaigns.',
      },
    },
    {
      name: 'path',
      label: 'Path',
      type: 'text',
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: 'The address on the site (set from the slug).' },
    },
    sitesField,
  ],
})
