import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { PAGE_ADDRESS_HINT } from '@/domain/links/urls'
import { EMAIL_TOO_LONG } from '@/domain/text/email'

import { linkParagraph, richText } from '../../scripts/seed/lexical'
import { testPayload } from '../support/integration/payload'
import { asUser, makeWorld, type World } from '../support/integration/world'

// Security: "Unvalidated `finance_link`", "Rich-text links: `data:`, `vbscript:` and `//host` links are
// saved and rendered. Allow http(s), mailto, tel and site paths only", and "`users.email` accepts
// 5,000 characters (cap it)". Staff save through the access-checked local API, as the admin does.

let payload: Payload
let w: World
const staff = () => ({ user: asUser(w.staff), overrideAccess: false as const, context: { disableRevalidate: true } })

/** Why a save was refused: the staff-facing messages are in the ValidationError's `data.errors`. */
async function refusal(save: Promise<unknown>): Promise<string> {
  const err = await save.then(
    () => null,
    (e: { message: string; data?: unknown }) => e,
  )
  expect(err, 'the save is refused').not.toBeNull()
  return JSON.stringify(err!.data ?? err!.message)
}

beforeAll(async () => {
  payload = await testPayload()
  w = await makeWorld(payload, 'Linkval', 0)
})

describe("a site's finance link is a site path or an https address", () => {
  const save = (finance_link: string) =>
    payload.update({ collection: 'sites', id: w.site.id, data: { settings: { finance_link } } as never, ...staff() })

  it.each(['/\\evil.example/fin2', '//evil.example/fin2', 'http://evil.example/fin2', 'javascript:alert(1)'])(
    'refuses %s with a readable message',
    async (link) => expect(await refusal(save(link))).toContain(PAGE_ADDRESS_HINT),
  )

  it.each(['/finance', 'https://lender.example/apply?src=fc'])('keeps %s', async (link) => {
    const site = await save(link)
    expect(site.settings?.finance_link).toBe(link)
  })
})

describe('rich-text links are http(s), mailto, tel, a site path or an anchor', () => {
  const offer = (url: string) =>
    payload.create({
      collection: 'offers',
      data: { tenant: w.tenant.id, title: 'Offer', body: richText(linkParagraph(url, 'Apply')) } as never,
      ...staff(),
    })
  const form = (url: string) =>
    payload.create({
      collection: 'forms',
      data: {
        tenant: w.tenant.id,
        title: `Form ${Math.random()}`,
        fields: [{ blockType: 'message', message: richText(linkParagraph(url, 'Apply')) }],
      } as never,
      ...staff(),
    })

  it.each(['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'vbscript:msgbox(1)', '//evil.example/x'])(
    'an offer with a link to %s is refused',
    // the admin's link drawer shows the url field's own message (CONTENT_LINK_HINT) as it is typed
    async (url) =>
      expect(await refusal(offer(url))).toContain(
        'link node failed to validate: The following fields are invalid: url',
      ),
  )

  it('a form message with a data: link is refused (the default editor has the same rule)', async () =>
    expect(await refusal(form('data:text/html,<script>alert(1)</script>'))).toContain('link node failed to validate'))

  it.each(['/finance', 'https://www.toyota.com.au/', 'mailto:sales@dealer.com.au', 'tel:+61290000000'])(
    'an offer with a link to %s is kept',
    async (url) => {
      const saved = await offer(url)
      expect(JSON.stringify(saved.body)).toContain(url)
    },
  )
})

describe('an e-mail address has at most 254 characters (RFC 5321)', () => {
  const long = `${'a'.repeat(5000)}@dealer.example`

  it('a staff account with a 5,000-character e-mail is refused', async () =>
    expect(
      await refusal(
        payload.create({
          collection: 'users',
          data: { email: long, password: 'correct-horse-battery', role: 'editor', tenants: [{ tenant: w.tenant.id }] },
          ...staff(),
        }),
      ),
    ).toContain(EMAIL_TOO_LONG))

  it('a 254-character address is kept', async () => {
    const email = `${'b'.repeat(254 - '@dealer.example'.length)}@dealer.example`
    const user = await payload.create({
      collection: 'users',
      data: { email, password: 'correct-horse-battery', role: 'editor', tenants: [{ tenant: w.tenant.id }] },
      ...staff(),
    })
    expect(user.email).toBe(email)
  })

  it('a shopper record with a 5,000-character e-mail is refused', async () =>
    expect(
      await refusal(
        payload.create({
          collection: 'customers',
          data: { tenant: w.tenant.id, phone: '0412345678', email: long },
          context: { disableRevalidate: true },
        }),
      ),
    ).toContain(EMAIL_TOO_LONG))
})
