import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { RichText } from '@/components/content/RichText'
import { ContactBlock } from '@/components/forms/ContactBlock'
import { CustomForm } from '@/components/forms/CustomForm.client'
import { type CustomForm as Form, loadCustomForm } from '@/data/custom-forms'
import { getSite, type SiteContext } from '@/data/sites'
import { decodePathSegment } from '@/domain/text/path-segment'

import '../../forms.css'

type Props = { params: Promise<{ site: string; slug: string }> }

/** The site's form of this slug: the site's tenant's own, never another's (ARCHITECTURE "Walls"). */
async function siteForm(params: Props['params']): Promise<{ site: SiteContext; form: Form } | null> {
  const { site: siteSlug, slug } = await params
  const site = await getSite(siteSlug)
  const decoded = decodePathSegment(slug)
  const form = site && decoded ? await loadCustomForm(site, decoded) : null
  return site && form ? { site, form } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await siteForm(params)
  return found ? { title: found.form.title } : {}
}

/**
 * /forms/{slug}: a form staff built in the admin (issue 11 "Staff-defined forms"), e.g. a fleet
 * enquiry, with the lead forms' components. Its answers become a lead delivered like any other.
 */
export default async function CustomFormPage({ params }: Props) {
  const found = await siteForm(params)
  if (!found) notFound()
  const { site, form } = found
  // Message blocks are staff-written rich text, rendered here on the server.
  const notes: Record<number, ReactNode> = {}
  form.fields.forEach((f, i) => {
    if (f.type === 'message') notes[i] = <RichText data={f.message} />
  })
  const fields = form.fields.map((f) => (f.type === 'message' ? { ...f, message: null } : f))
  return (
    <div className="section form-page">
      <h1>{form.title}</h1>
      <div className="form-page__grid">
        <section aria-label={form.title}>
          <CustomForm slug={form.slug} fields={fields} notes={notes} submitLabel={form.submitLabel} />
        </section>
        <ContactBlock site={site} />
      </div>
    </div>
  )
}
