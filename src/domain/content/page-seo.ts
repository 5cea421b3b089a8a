/**
 * What a content page gives search engines and link previews (docs/features/content.md "Pages": SEO fields), with the
 * defaults each site adds when the page's SEO tab is empty. One owner for the page's <head>
 * (src/app/(site)/[site]/[...rest]/page.tsx) and the admin's "generate" buttons and search-result
 * preview (collections/Pages/seo.ts), so what staff see generated is what the site renders.
 */
export type PageSeoMeta<Image> = { title?: string | null; description?: string | null; image?: Image | null }

type PageLike<Image> = {
  title?: string | null
  meta?: PageSeoMeta<Image> | null
  layout?: readonly object[] | null
}

const filled = (text: string | null | undefined) => text?.trim() || undefined

/**
 * The title: the SEO title, else the page's own title. The site's layout appends "| {site name}"
 * (its title template), so neither carries the site's name.
 */
export const seoTitle = (page: PageLike<unknown>): string => filled(page.meta?.title) ?? page.title?.trim() ?? ''

/** The description: the SEO description, else the site's tagline (the home page headline). */
export const seoDescription = (page: PageLike<unknown>, siteTagline: string | null | undefined) =>
  filled(page.meta?.description) ?? filled(siteTagline)

/** The first picture among the page's content blocks (a hero's, a media block's), if any. */
export function firstBlockImage<Image>(blocks: readonly object[] | null | undefined): Image | undefined {
  for (const block of blocks ?? []) {
    const image = (block as { image?: Image | null }).image
    if (image !== undefined && image !== null && (image as unknown) !== '') return image
  }
  return undefined
}

/** The share image: the SEO image, else the first picture on the page. */
export const seoImage = <Image>(page: PageLike<Image>, blocks = page.layout): Image | undefined =>
  page.meta?.image ?? firstBlockImage<Image>(blocks)
