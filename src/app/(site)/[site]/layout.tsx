import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { ThirdPartyTags } from '@/components/analytics/ThirdPartyTags.client'
import { Footer } from '@/components/layout/Footer'
import { withGeneratedMenus } from '@/components/layout/generated-menus'
import { Header } from '@/components/layout/Header'
import { PageHistory } from '@/components/layout/PageHistory.client'
import { themeStyle } from '@/components/layout/theme-style'
import { ValidUntil } from '@/components/layout/ValidUntil'
import { getFooter, getHeaderMenu } from '@/data/content/content'
import { getEofy } from '@/data/content/eofy'
import { getOffers, offersRef } from '@/data/content/offers'
import { getSite } from '@/data/sites/sites'
import { siteTags } from '@/domain/analytics/tags'
import { showOffersLink, withoutOffersLinks } from '@/domain/content/offer-filters'
import { liveOffers, nextWindowChange } from '@/domain/content/offer-window'
import type { Footer as FooterDoc, Menu } from '@/payload-types'
import { siteFeature } from '@tenants/flags'

import '../site.css'
import '../phone.css'

type Props = { children: ReactNode; params: Promise<{ site: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const site = await getSite((await params).site)
  if (!site) return { title: 'Site not found' }
  return {
    title: { default: site.name, template: `%s | ${site.name}` },
    description: site.settings.tagline ?? undefined,
    // Per-site icons and manifest (src/app/favicon.ico, apple-touch-icon.png, manifest.webmanifest).
    icons: { icon: '/favicon.ico', apple: '/apple-touch-icon.png' },
    manifest: '/manifest.webmanifest',
  }
}

/** Root layout of every dealer site: the template's theme, header menu and footer. */
export default async function SiteLayout({ children, params }: Props) {
  const site = await getSite((await params).site)
  if (!site) notFound()
  // Only the ids go into the cache keys, not the whole site.
  const ref = { id: site.id, tenantId: site.tenantId }
  const [fullMenu, fullFooter, offers] = await Promise.all([
    getHeaderMenu(ref),
    getFooter(ref),
    getOffers(offersRef(site)),
  ])
  // finance §2: "/special-offers (only when offers exist or the offers feature is on)".
  const now = new Date()
  const offersShown = showOffersLink(siteFeature(site, 'offers'), liveOffers(offers, now).length)
  const menu = await withGeneratedMenus(offersShown ? fullMenu : withoutOffersInMenu(fullMenu), site)
  const footer = offersShown ? fullFooter : withoutOffersInFooter(fullFooter)
  const eofy = await getEofy(site, offersShown)
  const tags = siteTags(site.settings) // null without the site's consent (stock §7 analytics and pixel)

  return (
    <html lang="en-AU">
      <body
        data-template={site.template.key}
        data-hover-menus={siteFeature(site, 'hover_menus') || undefined}
        style={themeStyle(site.template.tokens)}
      >
        {/* The menu's offers link and the offers a page lists change when an offer starts or ends. */}
        <ValidUntil at={nextWindowChange(offers, now)} />
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <Header site={site} menu={menu} />
        <main id="main">{children}</main>
        <Footer site={site} footer={footer} eofyLinks={eofy.links} />
        <PageHistory />
        {tags ? <ThirdPartyTags tags={tags} /> : null}
      </body>
    </html>
  )
}

const withoutOffersInMenu = (menu: Menu | null): Menu | null =>
  menu && {
    ...menu,
    items: withoutOffersLinks(menu.items ?? []).map((item) =>
      item.columns
        ? { ...item, columns: item.columns.map((c) => ({ ...c, links: withoutOffersLinks(c.links ?? []) })) }
        : item,
    ),
  }
const withoutOffersInFooter = (footer: FooterDoc | null): FooterDoc | null =>
  footer && {
    ...footer,
    groups: (footer.groups ?? []).map((g) => ({ ...g, links: withoutOffersLinks(g.links ?? []) })),
  }
