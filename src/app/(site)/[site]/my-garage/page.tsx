import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { GaragePage } from '@/components/account/garage/GaragePage'
import { orSiteNotFound } from '@/components/layout/not-found'
import { gate } from '@/data/customers/page'
import { getSite } from '@/data/sites/sites'

export const metadata: Metadata = { title: 'My Garage', robots: { index: false } }

/** /my-garage (finance §2, §4 "my-garage … always" gated; stock §6 watchlist): the saved cars, live. */
async function MyGaragePage({ params }: { params: Promise<{ site: string }> }) {
  const site = await getSite((await params).site)
  if (!site) notFound()
  const customer = (await gate(site, '/my-garage', '/'))!
  return <GaragePage site={site} customer={customer} />
}

export default orSiteNotFound(MyGaragePage)
