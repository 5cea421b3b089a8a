import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { BlogCard } from '@/components/content/BlogCard'
import { metadataUnlessMissing, orSiteNotFound } from '@/components/layout/not-found'
import { getPosts } from '@/data/content/posts'
import { getSite } from '@/data/sites/sites'
import { NO_POSTS_TEXT } from '@/domain/content/blog'

import '../../content.css'
import styles from './blog.module.css'

type Props = { params: Promise<{ site: string }> }

export const generateMetadata = (props: Props): Promise<Metadata> => metadataUnlessMissing(() => pageMetadata(props))

async function pageMetadata({ params }: Props): Promise<Metadata> {
  const site = await getSite((await params).site)
  return {
    title: 'Blog',
    description: site ? `News and advice from ${site.name}.` : undefined,
    alternates: { canonical: '/blog' },
  }
}

/** /blog (docs/features/content.md "Write a blog post"): the site's published posts, newest first, as blog cards. */
async function BlogPage({ params }: Props) {
  const site = await getSite((await params).site)
  if (!site) notFound()
  const posts = await getPosts({ id: site.id, tenantId: site.tenantId })
  return (
    <div className="content-page blog-page">
      <h1>Blog</h1>
      {posts.length === 0 ? (
        <p>{NO_POSTS_TEXT}</p>
      ) : (
        <ul className={styles.grid}>
          {posts.map((post, i) => (
            <li key={post.id}>
              <BlogCard post={post} priority={i === 0} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export default orSiteNotFound(BlogPage)
