import { getSitemap } from '@/data/sites/sitemap'
import { newestLastmod, sitemapChildPath, sitemapIndexXml, sitemapPage, sitemapPages } from '@/domain/seo/sitemap'

import { textResponse, withSiteOrigin, XML_TYPE } from '../_seo/respond'

/** GET /sitemap.xml — the site's sitemap index: one child per section and page of 50,000 URLs. */
export const GET = (request: Request) =>
  withSiteOrigin(
    request,
    async (site, origin) => {
      const sections = await getSitemap(site)
      const children = Object.entries(sections).flatMap(([name, entries]) =>
        Array.from({ length: sitemapPages(entries.length) }, (_, i) => ({
          path: sitemapChildPath(name, i + 1),
          lastmod: newestLastmod(sitemapPage(entries, i + 1)),
        })),
      )
      return textResponse(sitemapIndexXml(origin, children), XML_TYPE)
    },
    { costly: true },
  )
