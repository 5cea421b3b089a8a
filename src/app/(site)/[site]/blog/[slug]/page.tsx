import type { Metadata } from 'next'
import Image from 'next/image'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { RichText } from '@/components/content/RichText'
import { getPost } from '@/data/posts'
import { siteOrigin } from '@/data/request-origin'
import { getSite } from '@/data/sites'
import { formatDate } from '@/domain/text/date'

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

export async function generateMetadata(props: Props): Promise<Metadata> {
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
export default async function BlogPostPage(props: Props) {
  const { post } = await load(props)
  return (
    <article className="content-page blog-post">
      <p>
        <Link href="/blog">Blog</Link>
      </p>
      <h1>{post.title}</h1>
      <p className="blog-post__date">
        <time dateTime={post.date}>{formatDate(post.date)}</time>
      </p>
      {post.image ? (
        <Image
          className="blog-post__image"
          src={post.image.url}
          alt={post.image.alt}
          width={post.image.width ?? 1200}
          height={post.image.height ?? 800}
          sizes="(min-width: 992px) 928px, 100vw"
          priority
        />
      ) : null}
      <RichText data={post.body} />
    </article>
  )
}
