import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { BlogPostArticle } from '@/components/content/BlogPostArticle'
import { metadataUnlessMissing, orSiteNotFound } from '@/components/layout/not-found'
import { getPost } from '@/data/content/posts'
import { siteOrigin } from '@/data/sites/request-origin'
import { getSite } from '@/data/sites/sites'

import '../../../content.css'

type Props = { params: Promise<{ site: string; slug: string }> }

async function load({ params }: Props) {
  const { site: siteSlug, slug } = await params
  const site = await getSite(siteSlug)
  if (!site) notFound()
  const post = await getPost({ id: site.id, tenantId: site.tenantId }, slug)
  if (!post) notFound()
  return { site, post }
}

export const generateMetadata = (props: Props): Promise<Metadata> => metadataUnlessMissing(() => pageMetadata(props))

async function pageMetadata(props: Props): Promise<Metadata> {
  const { site, post } = await load(props)
  const url = `${await siteOrigin(site)}/blog/${post.slug}`
  return {
    title: post.title,
    description: post.excerpt ?? undefined,
    alternates: { canonical: url },
    openGraph: { type: 'article', url, title: post.title, siteName: site.name, publishedTime: post.date },
  }
}

/** /blog/{slug}: one published post of the site. */
async function BlogPostPage(props: Props) {
  const { post } = await load(props)
  return <BlogPostArticle post={post} />
}

export default orSiteNotFound(BlogPostPage)
