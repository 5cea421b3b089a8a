import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sendCode } from '@/data/customers/phone-verification'
import { memoryCodeStore } from '@/data/customers/verification-store'
import { loadSite } from '@/data/sites/loaders'
import { financeDisclaimer } from '@/domain/finance/disclaimer'
import type { SmsMessage } from '@/integrations/sms'
import type { User } from '@/payload-types'

import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, type World } from '../support/integration/world'

let payload: Payload
let a: World
let admin: User

const quiet = { disableRevalidate: true }

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'Platform', 0)
  admin = await payload.create({
    collection: 'users',
    data: { email: `root-${a.slug}@forecourt.test`, password: 'correct-horse-battery', role: 'super-admin' },
    context: quiet,
  })
})

// docs/features/content.md "Platform settings (super-admins)": a platform-settings global that super-admins edit.
describe('who may read and edit the platform settings', () => {
  it('dealer staff can neither read nor change them', async () => {
    const staff = { user: asUser(a.staff), overrideAccess: false as const }
    await expect(payload.findGlobal({ slug: 'platform-settings', ...staff })).rejects.toThrow()
    await expect(
      payload.updateGlobal({ slug: 'platform-settings', data: { no_price_text: 'Hijacked' }, ...staff }),
    ).rejects.toThrow()
  })

  it('an anonymous caller can neither read nor change them', async () => {
    await expect(payload.findGlobal({ slug: 'platform-settings', overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.updateGlobal({ slug: 'platform-settings', data: { no_price_text: 'Hijacked' }, overrideAccess: false }),
    ).rejects.toThrow()
  })

  it('a super-admin edits them; a malformed analytics id is refused', async () => {
    const root = { user: asUser(admin), overrideAccess: false as const }
    const saved = await payload.updateGlobal({
      slug: 'platform-settings',
      data: { no_price_text: 'Ask us for a price', tag_id: 'G-PLATFORM1' },
      ...root,
      context: quiet,
    })
    expect(saved.no_price_text).toBe('Ask us for a price')
    await expect(
      payload.updateGlobal({ slug: 'platform-settings', data: { tag_id: 'not a tag' }, ...root, context: quiet }),
    ).rejects.toThrow()
  })
})

// docs/features/content.md "Platform settings (super-admins)": defaults that every site inherits unless it overrides
// them. Sites read the merged value through one helper.
describe('sites read the merged value', () => {
  it('a site with no text of its own shows the platform’s; a site with its own keeps it', async () => {
    await payload.updateGlobal({
      slug: 'platform-settings',
      data: { no_price_text: 'Ask us for a price', new_tag_name: 'JUST IN', tag_id: 'G-PLATFORM1' },
      context: quiet,
    })
    await payload.update({
      collection: 'sites',
      id: a.site.id,
      data: { settings: { no_price_text: '', new_tag_name: 'FRESH', tag_id: '' } },
      context: quiet,
    })
    const inherited = await loadSite(payload, a.slug)
    expect(inherited!.settings).toMatchObject({
      no_price_text: 'Ask us for a price',
      new_tag_name: 'FRESH',
      tag_id: 'G-PLATFORM1',
    })

    await payload.update({
      collection: 'sites',
      id: a.site.id,
      data: { settings: { no_price_text: 'Call for price' } },
      context: quiet,
    })
    expect((await loadSite(payload, a.slug))!.settings.no_price_text).toBe('Call for price')
  })

  it('a new site stores no text of its own, so it inherits', async () => {
    const site = await payload.create({
      collection: 'sites',
      data: {
        tenant: a.tenant.id,
        name: 'Fresh',
        slug: `${a.slug}-fresh`,
        template: 'classic',
        dealerships: [a.dealership.id],
      },
      context: quiet,
    })
    expect(site.settings?.no_price_text ?? null).toBeNull()
    expect((await loadSite(payload, site.slug))!.settings.no_price_text).toBe('Ask us for a price')
  })
})

// docs/features/content.md "Platform settings (super-admins)": defaults that every site inherits unless it overrides
// them (disclaimer templates, the SMS sender name…). Sites read the merged value through one
// helper.
describe('the SMS sender name and the finance disclaimer template', () => {
  afterAll(async () => {
    await payload.updateGlobal({
      slug: 'platform-settings',
      data: { sms_sender_name: null, finance_disclaimer: null },
      context: quiet,
    })
  })

  /** Sends a code for the site as loaded (merged settings) and answers the sender the gateway was given. */
  async function senderOf(slug: string) {
    const sent: SmsMessage[] = []
    const sms = { kind: 'development' as const, send: async (m: SmsMessage) => (sent.push(m), { id: 'x' }) }
    const site = (await loadSite(payload, slug))!
    const result = await sendCode(
      { site, phone: '0412 000 114', purpose: 'sign-in' },
      { sms, store: memoryCodeStore() },
    )
    expect(result.ok).toBe(true)
    return sent[0]?.sender
  }

  it('a site with none of its own uses the platform’s; its own wins; with neither, the gateway’s own', async () => {
    await payload.update({
      collection: 'sites',
      id: a.site.id,
      data: { settings: { sms_sender_name: '', finance_disclaimer: '' } },
      context: quiet,
    })
    await payload.updateGlobal({
      slug: 'platform-settings',
      data: { sms_sender_name: null, finance_disclaimer: null },
      context: quiet,
    })
    expect(await senderOf(a.slug)).toBeUndefined()
    expect(financeDisclaimer(null, (await loadSite(payload, a.slug))!.settings.finance_disclaimer)).toMatch(
      /^Estimate only/,
    )

    await payload.updateGlobal({
      slug: 'platform-settings',
      data: { sms_sender_name: 'Forecourt', finance_disclaimer: 'Platform template: finance by Example Credit.' },
      context: quiet,
    })
    expect(await senderOf(a.slug)).toBe('Forecourt')
    const inherited = (await loadSite(payload, a.slug))!.settings
    expect(financeDisclaimer(null, inherited.finance_disclaimer)).toMatch(
      /^Platform template: finance by Example Credit\. Comparison rate/,
    )

    await payload.update({
      collection: 'sites',
      id: a.site.id,
      data: { settings: { sms_sender_name: 'AlphaCars', finance_disclaimer: 'Our own template.' } },
      context: quiet,
    })
    expect(await senderOf(a.slug)).toBe('AlphaCars')
    expect(financeDisclaimer(null, (await loadSite(payload, a.slug))!.settings.finance_disclaimer)).toMatch(
      /^Our own template\./,
    )
    // The lender's own text still wins over any template (finance §7).
    expect(financeDisclaimer('Lender text.', 'Our own template.')).toMatch(/^Lender text\./)
  })

  it('a sender name carriers would refuse is refused on the platform and on a site', async () => {
    await expect(
      payload.updateGlobal({
        slug: 'platform-settings',
        data: { sms_sender_name: 'Far too long a name' },
        context: quiet,
      }),
    ).rejects.toThrow()
    await expect(
      payload.update({
        collection: 'sites',
        id: a.site.id,
        data: { settings: { sms_sender_name: 'Bad!name' } },
        context: quiet,
      }),
    ).rejects.toThrow()
  })
})
