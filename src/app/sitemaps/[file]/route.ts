import { notFound, textResponse, withSiteOrigin, XML_TYPE } from '@/app/_seo/respond'
import { getSitemap } from '@/data/sites/sitemap'
import { parseSitemapChild, sitemapPage, sitemapPages, urlsetXml } from '@/domain/seo/sitemap'

/** GET /sitemaps/{section}[-{page}].xml — one page of one section of the site's sitemap. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  const child = parseSitemapChild((await params).file)
  if (!child) return notFound()
  return withSiteOrigin(
    request,
    async (site, origin) => {
      const entries = (await getSitemap(site))[child.section]
      if (!entries || child.page > sitemapPages(entries.length)) return notFound()
      return textResponse(urlsetXml(origin, sitemapPage(entries, child.page)), XML_TYPE)
    },
    { costly: true },
  )
}
