import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ContactBlock } from '@/components/forms/ContactBlock'
import { pageFormProps } from '@/components/forms/page-form-props'
import { PageLeadForm } from '@/components/forms/PageLeadForm.client'
import { orSiteNotFound } from '@/components/layout/not-found'
import { loadCarForSite } from '@/data/cars/cars'
import { getSite } from '@/data/sites/sites'
import { testDriveWords } from '@/domain/cars/item-noun'

import formPage from '@/components/forms/form-page.module.css'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ car_id?: string | string[] }> }

export const metadata: Metadata = { title: 'Book a Test Drive' }

/**
 * /book-test-drive/ (finance §2): test-drive booking. With ?car_id={slug} of a car of this site it
 * books that car (events 17 and 48, finance §9); otherwise the shopper picks a dealership and location.
 * Preferred date, time and message are optional (finance §5).
 */
async function BookTestDrivePage({ params, searchParams }: Props) {
  const site = await getSite((await params).site)
  if (!site) notFound()
  const carId = (await searchParams).car_id
  const car = typeof carId === 'string' && carId ? await loadCarForSite(site, carId) : null
  const form = await pageFormProps(site, 'test_drive', car ? { slug: car.slug, name: car.name } : null)
  return (
    <div className="section form-page">
      <h1>{testDriveWords(car?.item_type).button}</h1>
      <div className={formPage.grid}>
        <section aria-labelledby="test-drive-form-heading">
          <h2 id="test-drive-form-heading">Your details</h2>
          <p>Choose a time that suits you, or leave it blank and we will call you to arrange one.</p>
          <PageLeadForm {...form} />
        </section>
        <ContactBlock site={site} />
      </div>
    </div>
  )
}

export default orSiteNotFound(BookTestDrivePage)
