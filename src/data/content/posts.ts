import type { Payload } from 'payload'

import { tags } from '@/cache/tags'
import type { Post } from '@/payload-types'

import { cachedLoader } from '../runtime/cached'
import { isForSite } from '../sites/pick-for-site'
import type { SiteContext } from '../sites/sites'
import { type Picture, pictureOf } from './tenant-media'

type SiteRef = Pick<SiteContext, 'id' | 'tenantId'>

export type PostCardView = {
  id: Post['id']
  slug: string
  title: string
  date: string
  image: Picture | null
  excerpt: string | null
}
export type PostView = PostCardView & { body: Post['body'] }

export const view = (post: Post, tenantId: number | string): PostView => ({
  id: post.id,
  slug: post.slug,
  title: post.title,
  date: post.published_at,
  image: pictureOf(post.image, tenantId),
  excerpt: post.excerpt ?? null,
  body: post.body ?? null,
})

/**
 * The site's published posts, newest first (at most 100): only the site's own tenant's, and of
 * those only ones that serve this site. The wall is the tenant of the site resolved from the Host.
 */
export async function loadPosts(payload: Payload, site: SiteRef): Promise<PostView[]> {
  const { docs } = await payload.find({
    collection: 'posts',
    where: { and: [{ tenant: { equals: site.tenantId } }, { _status: { equals: 'published' } }] },
    draft: false,
    depth: 1,
    limit: 100,
    sort: '-published_at',
  })
  return docs.filter((p) => isForSite(p, site.id)).map((p) => view(p, site.tenantId))
}

export const getPosts = cachedLoader('posts', loadPosts, (s) => [
  tags.tenantContent(s.tenantId, 'posts'),
  tags.tenantContent(s.tenantId, 'media'),
])

/** One published post of the site by its slug, or null. */
export async function getPost(site: SiteRef, slug: string): Promise<PostView | null> {
  return (await getPosts(site)).find((p) => p.slug === slug) ?? null
}
