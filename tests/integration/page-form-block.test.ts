import type { Payload } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

import { FormBlockComponent } from '@/components/content/blocks/FormBlock'
import { loadPage } from '@/data/content/pages'
import { getSite, type SiteContext } from '@/data/sites/sites'
import type { Form } from '@/payload-types'

import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, type World } from '../support/integration/world'

// docs/features/content.md "Add a page", "Form": a page's layout of blocks includes a form, one of the staff-defined
// forms (docs/features/leads.md "Staff-defined forms") placed on a page. Tenants are walls: a page never shows
// another tenant's form.
let payload: Payload
let a: World
let b: World
let formA: Form
let formB: Form
const ctx = { disableRevalidate: true }

const fields = (label: string) =>
  [
    { blockType: 'text', name: 'name', label, required: true },
    { blockType: 'email', name: 'email', label: 'Work email', required: true },
  ] as Form['fields']

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'Pforma', 0)
  b = await makeWorld(payload, 'Pformb', 0)
  // The same slug in both tenants: the block must not swap one for the other.
  formA = await payload.create({
    collection: 'forms',
    data: { tenant: a.tenant.id, title: 'Fleet enquiry A', slug: 'fleet', fields: fields('Name for A') },
    context: ctx,
  })
  formB = await payload.create({
    collection: 'forms',
    data: { tenant: b.tenant.id, title: 'Fleet enquiry B', slug: 'fleet', fields: fields('Name for B') },
    context: ctx,
  })
})

async function renderBlocks(site: SiteContext, path: string) {
  const page = await loadPage(payload, site, path)
  const html: string[] = []
  for (const block of page?.blocks ?? [])
    if (block.blockType === 'formBlock')
      html.push(renderToStaticMarkup((await FormBlockComponent({ ...block, site }))!))
  return html.join('')
}

describe('the form page block', () => {
  it("shows the tenant's own form with its fields, under the block's heading", async () => {
    await payload.create({
      collection: 'pages',
      data: {
        tenant: a.tenant.id,
        title: 'Fleet',
        slug: 'fleet-sales',
        placement: 'top',
        layout: [{ blockType: 'formBlock', heading: 'Ask our fleet team', form: formA.id }],
        _status: 'published',
      },
      user: asUser(a.staff),
      overrideAccess: false,
      context: ctx,
    })
    const html = await renderBlocks((await getSite(a.slug))!, '/fleet-sales')
    expect(html).toContain('Ask our fleet team')
    expect(html).toContain('Name for A')
    expect(html).not.toContain('Name for B')
  })

  it("refuses another tenant's form from staff, and never renders one stored anyway", async () => {
    await expect(
      payload.create({
        collection: 'pages',
        data: {
          tenant: a.tenant.id,
          title: 'Stolen',
          slug: 'stolen',
          placement: 'top',
          layout: [{ blockType: 'formBlock', form: formB.id }],
          _status: 'published',
        },
        user: asUser(a.staff),
        overrideAccess: false,
        context: ctx,
      }),
    ).rejects.toThrow()
    // Handed B's form anyway (an import, a bug): the block on A's site renders nothing, not A's 'fleet'.
    const siteA = (await getSite(a.slug))!
    expect(await FormBlockComponent({ blockType: 'formBlock', form: formB, site: siteA })).toBeNull()
    expect(await FormBlockComponent({ blockType: 'formBlock', form: formB.id, site: siteA })).toBeNull()
  })
})
