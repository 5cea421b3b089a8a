import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ContentPage } from '@/components/content/ContentPage'
import { getPage } from '@/data/pages'
import { siteOrigin } from '@/data/request-origin'
import { getSite } from '@/data/sites'
import { pagePathFromSegments } from '@/domain/content/pagePath'

import '../../content.css'

type Props = { params: Promise<{ site: string; rest: string[] }> }

/** A staff-edited page at /{slug} or /pages/{slug}; any other path is the site's own 404. */
async function load({ params }: Props) {
  const { site: slug, rest } = await params
  const path = pagePathFromSegments(rest)
  if (!path) notFound()
  const site = await getSite(slug)
  if (!site) notFound()
  const page = await getPage({ id: site.id, tenantId: site.tenantId }, path)
  if (!page) notFound()
  return { site, page }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { site, page } = await load(props)
  const origin = await siteOrigin(site)
  const url = `${origin}${page.path}`
  const title = page.meta.title || page.title
  const description = page.meta.description ?? undefined
  const image = page.meta.image ?? page.blocks.flatMap((b) => ('image' in b && b.image ? [b.image] : []))[0]
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      url,
      title,
      description,
      siteName: site.name,
      ...(image ? { images: [{ url: `${origin}${image.url}`, alt: image.alt }] } : {}),
    },
  }
}

export default async function SitePage(props: Props) {
  const { site, page } = await load(props)
  return <ContentPage site={site} page={page} />
}
