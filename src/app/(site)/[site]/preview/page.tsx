import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { BlogPostArticle } from '@/components/content/BlogPostArticle'
import { ContentPage } from '@/components/content/ContentPage'
import { PreviewRefresh } from '@/components/content/PreviewRefresh.client'
import { orSiteNotFound } from '@/components/layout/not-found'
import { payloadClient } from '@/data/runtime/payload'
import { loadPreview } from '@/data/sites/preview'
import { getSite } from '@/data/sites/sites'
import { adminOrigins } from '@tenants/admin-hosts'

import '../../content.css'

type Props = {
  params: Promise<{ site: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

// A draft is read per request, never cached; the proxy adds `Cache-Control: private, no-store`
// and `X-Robots-Tag: noindex` and refuses a forged or expired link before this renders.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Preview', robots: { index: false, follow: false } }

/**
 * /preview?c=pages&id=…&t=…&exp=…&sig=…: the draft of a page or blog post, for staff, through the
 * signed link the admin gives (docs/features/content.md "Add a page", "Preview"; src/domain/content/preview-link.ts).
 * Another tenant's link, or a document this site does not serve, is this site's 404.
 */
async function PreviewPage({ params, searchParams }: Props) {
  const { site: slug } = await params
  const site = await getSite(slug)
  if (!site) notFound()
  const result = await loadPreview(await payloadClient(), site, await searchParams)
  if (!result.ok) notFound()
  return (
    <>
      <p className="preview-banner" role="status">
        Preview: this is the latest saved version, which visitors may not see yet.
      </p>
      {result.kind === 'page' ? <ContentPage site={site} page={result.page} /> : <BlogPostArticle post={result.post} />}
      <PreviewRefresh adminOrigins={adminOrigins()} />
    </>
  )
}

export default orSiteNotFound(PreviewPage)
