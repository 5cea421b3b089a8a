import Link from 'next/link'

import { StaticImage } from '@/components/ui/StaticImage.client'
import type { PostView } from '@/data/content/posts'
import { formatDate } from '@/domain/text/date'

import { RichText } from './RichText'

import styles from './BlogPostArticle.module.css'

/** One blog post: /blog/{slug} and its preview. */
export function BlogPostArticle({ post }: { post: PostView }) {
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
        <StaticImage
          className={styles.image}
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
