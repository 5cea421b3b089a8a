import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/staff'
import { sitesField } from '@/fields/link'
import { contentEditor } from '@/fields/rich-text'
import { slugField } from '@/fields/slug'
import { sameTenantMedia } from '@/fields/tenant-media'

import { withHistory } from '../hooks/history'
import { previewAdmin, previewLinkEndpoint } from '../hooks/preview-link'
import { revalidates } from '../hooks/revalidates'

const expire = revalidates('posts')

/**
 * Blog posts at /blog (docs/features/content.md "Write a blog post"; finance §2 "Blog card: image, date, heading,
 * 'Read More'"). Drafts, versions and scheduled publish as pages have; the sites show only
 * published posts (src/data/content/posts.ts).
 */
export const Posts: CollectionConfig = withHistory({
  slug: 'posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  admin: {
    useAsTitle: 'title',
    // Live preview on the staff member's own site, through a signed short-lived link (docs/features/content.md "Add a
    // page", "Preview").
    ...previewAdmin('posts'),
    group: 'Content',
    defaultColumns: ['title', 'published_at', 'sites', '_status', 'updatedAt'],
    description: 'Posts on /blog, newest first. Publish to show one on the site, or schedule it.',
  },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff, readVersions: isStaff },
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 25 },
  endpoints: [previewLinkEndpoint('posts')],
  hooks: expire.hooks,
  fields: [
    { name: 'title', label: 'Title', type: 'text', required: true, admin: { description: "The post's heading." } },
    {
      name: 'published_at',
      type: 'date',
      required: true,
      index: true,
      label: 'Date',
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { displayFormat: 'dd/MM/yyyy' }, description: 'Shown on the card.' },
    },
    { name: 'image', label: 'Image', type: 'upload', relationTo: 'media', filterOptions: sameTenantMedia },
    {
      name: 'excerpt',
      label: 'Excerpt',
      type: 'textarea',
      maxLength: 300,
      admin: { description: 'A sentence or two for the card and for search results.' },
    },
    { name: 'body', label: 'Body', type: 'richText', editor: contentEditor },
    slugField('title', { required: true }),
    sitesField,
  ],
})
