import type { CollectionBeforeChangeHook } from 'payload'

import { pagePath, type PagePlacement } from '@/domain/content/page-path'

/** Stores the page's site path (/about-us or /pages/{slug}): the public loader looks pages up by it. */
export const setPagePath: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const slug = data.slug ?? originalDoc?.slug
  const placement: PagePlacement = (data.placement ?? originalDoc?.placement) === 'pages' ? 'pages' : 'top'
  if (slug) data.path = pagePath(slug, placement)
  return data
}
