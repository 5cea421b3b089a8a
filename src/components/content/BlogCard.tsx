import Link from 'next/link'

import { StaticImage } from '@/components/ui/StaticImage.client'
import type { PostCardView } from '@/data/content/posts'
import { formatDate } from '@/domain/text/date'

import styles from './BlogCard.module.css'

/** finance §2 "Blog card: image, date, heading, 'Read More'". */
export function BlogCard({ post, priority = false }: { post: PostCardView; priority?: boolean }) {
  const href = `/blog/${post.slug}`
  return (
    <article className={styles.card}>
      {post.image ? (
        <StaticImage
          className={styles.image}
          src={post.image.url}
          alt={post.image.alt}
          width={post.image.width ?? 600}
          height={post.image.height ?? 400}
          sizes="(min-width: 992px) 30vw, (min-width: 576px) 45vw, 100vw"
          priority={priority}
        />
      ) : null}
      <time dateTime={post.date}>{formatDate(post.date)}</time>
      <h2 className={styles.heading}>{post.title}</h2>
      {post.excerpt ? <p>{post.excerpt}</p> : null}
      <Link href={href} className={styles.more}>
        Read More<span className="visually-hidden">: {post.title}</span>
      </Link>
    </article>
  )
}
