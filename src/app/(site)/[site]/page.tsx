import { notFound } from 'next/navigation'

import { getSite } from '@/data/sites'
import { stockSummary } from '@/data/stock-summary'
import { orSiteNotFound } from '@/components/layout/not-found'
import { TemplateHome } from '@tenants/templates/TemplateHome'

type Props = { params: Promise<{ site: string }> }

/** The site's home page, laid out by its template. */
async function HomePage({ params }: Props) {
  const site = await getSite((await params).site)
  if (!site) notFound()
  const stock = await stockSummary(site)
  return <TemplateHome site={site} stock={stock} />
}

export default orSiteNotFound(HomePage)
