import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ContactBlock } from '@/components/forms/ContactBlock'
import { pageFormProps } from '@/components/forms/page-form-props'
import { PageLeadForm } from '@/components/forms/PageLeadForm.client'
import { orSiteNotFound } from '@/components/layout/not-found'
import { getSiteModel } from '@/data/content/models'
import { getSite } from '@/data/sites/sites'
import { modelTitle } from '@/domain/models'

import formPage from '@/components/forms/form-page.module.css'

type Props = {
  params: Promise<{ site: string }>
  searchParams: Promise<{ model_id?: string | string[]; vehicle?: string | string[] }>
}

export const metadata: Metadata = { title: 'Order Now', robots: { index: false } }

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : '')

/**
 * /models/order-now?model_id={slug}&model_name={name}&vehicle={variant full name} (finance §2): the
 * order enquiry for a model of this site, sent as a New Vehicle Enquiry lead. The model and variant
 * are read from the site's own models, never from the address: model_name is only for people.
 */
async function OrderNowPage({ params, searchParams }: Props) {
  const site = await getSite((await params).site)
  if (!site) notFound()
  const query = await searchParams
  const model = await getSiteModel(site, one(query.model_id))
  if (!model) notFound()
  const variant = model.variants.find((v) => v.full_name === one(query.vehicle)) ?? null
  const vehicle = variant?.full_name ?? `${model.make} ${model.name}`
  const form = await pageFormProps(site, 'contact')
  return (
    <div className="section form-page">
      <h1>Order Now: {variant ? variant.full_name : `${model.make} ${modelTitle(model)}`}</h1>
      <div className={formPage.grid}>
        <section aria-labelledby="order-form-heading">
          <h2 id="order-form-heading">Your details</h2>
          <p>Tell us how to reach you and we will confirm price, colour and delivery time for the {vehicle}.</p>
          <PageLeadForm
            {...form}
            preset={{ category: 'New Vehicle Enquiry', message: `I would like to order the ${vehicle}.` }}
          />
        </section>
        <ContactBlock site={site} />
      </div>
    </div>
  )
}

export default orSiteNotFound(OrderNowPage)
