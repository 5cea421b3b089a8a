import { handleEndpoints, type Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import type { User } from '@/payload-types'
import { isAdminHost } from '@tenants/admin-hosts'
import config from '@payload-config'

import { testPayload } from '../support/integration/payload'
import { makeWorld, type World } from '../support/integration/world'

// The SMTP server starts before anything imports the Payload config, which reads SMTP_URL when it is built.
const peers = await vi.hoisted(async () => {
  const { startSmtpServer } = await import('../support/lead-peers')
  const saved = { ...process.env }
  const smtp = await startSmtpServer()
  process.env.SMTP_URL = smtp.url
  return { smtp, saved }
})

// docs/staff-guide.md "Branding, staff invitations and password reset": staff are invited by e-mail and set
// their own password through the e-mail transport; password reset works the same way. Every call
// goes through Payload's REST handler (POST /api/users/invite, /reset-password, /forgot-password),
// as the admin's.
const { smtp } = peers
let payload: Payload
let a: World
let b: World
let editorA: User
let superAdmin: User
const ctx = { disableRevalidate: true }
const PASSWORD = 'correct-horse-battery'
let n = 0
const newEmail = () => `invitee-${Date.now().toString(36)}-${n++}@example.com`

beforeAll(async () => {
  payload = await testPayload()
  a = await makeWorld(payload, 'Invitea', 0)
  b = await makeWorld(payload, 'Inviteb', 0)
  const user = (email: string, role: User['role'], tenants: (number | string)[]) =>
    payload.create({
      collection: 'users',
      data: { email, password: PASSWORD, role, tenants: tenants.map((tenant) => ({ tenant: tenant as number })) },
      context: ctx,
    })
  editorA = await user(`editor@${a.slug}.test`, 'editor', [a.tenant.id])
  superAdmin = await user(`root-${a.slug}@forecourt.test`, 'super-admin', [])
})

afterEach(() => smtp.refuse(false))

afterAll(async () => {
  process.env = peers.saved
  await smtp.close()
})

async function tokenOf(user: User, password = PASSWORD) {
  const { token } = await payload.login({ collection: 'users', data: { email: user.email, password } })
  return token!
}

/** A POST to Payload's REST API as the admin's browser sends it (JSON, the staff member's JWT). */
async function post(path: string, body: unknown, opts: { as?: User; host?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', host: opts.host ?? 'localhost:3000' }
  if (opts.as) headers.authorization = `JWT ${await tokenOf(opts.as)}`
  const request = new Request(`http://localhost:3000/api${path}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const res = await handleEndpoints({ config, request, path: `/api${path}` })
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, any> } // eslint-disable-line @typescript-eslint/no-explicit-any
}

const mailsTo = (email: string) =>
  smtp.messages.filter((m) => m.text?.includes('/admin/reset/') && m.to && JSON.stringify(m.to).includes(email))
const accountsWith = async (email: string) =>
  (await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).totalDocs
const linkIn = (text: string | undefined) => /https?:\/\/\S+\/admin\/reset\/(\S+)/.exec(text ?? '')

describe('POST /api/users/invite (staff are invited by e-mail and set their own password)', () => {
  it('a tenant-admin invites: the account is in their tenant, one e-mail, its link sets a password, then sign-in', async () => {
    const email = newEmail()
    const res = await post(
      '/users/invite',
      { name: 'Sam Taylor', email, role: 'editor', tenant: a.tenant.id },
      { as: a.staff },
    )
    expect(res.status).toBe(201)
    expect(res.body.message).toBe(`Invitation sent to ${email}.`)

    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: email } }, depth: 0 })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({ name: 'Sam Taylor', role: 'editor' })
    expect(docs[0]!.tenants?.map((t) => t.tenant)).toEqual([a.tenant.id])

    const mails = mailsTo(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe(`You are invited to Forecourt (${a.tenant.name})`)
    expect(mails[0]!.html).toContain('Choose your password')
    const link = linkIn(mails[0]!.text)!
    expect(link[0]).toMatch(/^http:\/\/localhost:3000\/admin\/reset\//) // the admin's own origin

    // Nobody knows the first password: the invitee cannot sign in until they choose one.
    const reset = await post('/users/reset-password', { token: link[1], password: 'my-own-secret-9' })
    expect(reset.status).toBe(200)
    const login = await payload.login({ collection: 'users', data: { email, password: 'my-own-secret-9' } })
    expect(login.user?.id).toBe(docs[0]!.id)
    // The link is spent.
    expect((await post('/users/reset-password', { token: link[1], password: 'another-secret-9' })).status).toBe(403)
  })

  it('a super-admin may invite into any tenant, also as super-admin', async () => {
    const email = newEmail()
    const res = await post(
      '/users/invite',
      { name: 'Root Two', email, role: 'super-admin', tenant: b.tenant.id },
      { as: superAdmin },
    )
    expect(res.status).toBe(201)
    expect(mailsTo(email)).toHaveLength(1)
  })

  it.each([
    ['into another tenant', { role: 'editor', tenant: 'b' }, 403, 'forbidden_tenant'],
    ['as super-admin', { role: 'super-admin', tenant: 'a' }, 403, 'forbidden_role'],
  ])('a tenant-admin cannot invite %s: 4xx, nothing created, no e-mail', async (_what, invite, status, code) => {
    const email = newEmail()
    const tenant = invite.tenant === 'a' ? a.tenant.id : b.tenant.id
    const res = await post('/users/invite', { name: 'Nope', email, role: invite.role, tenant }, { as: a.staff })
    expect(res.status).toBe(status)
    expect(res.body.error.code).toBe(code)
    expect(await accountsWith(email)).toBe(0)
    expect(mailsTo(email)).toHaveLength(0)
  })

  it('an editor cannot invite, nor can an anonymous caller', async () => {
    const email = newEmail()
    const body = { name: 'Nope', email, role: 'editor', tenant: a.tenant.id }
    const byEditor = await post('/users/invite', body, { as: editorA })
    expect(byEditor.status).toBe(403)
    expect(byEditor.body.error.message).toMatch(/Only tenant admins can invite staff/)
    expect((await post('/users/invite', body)).status).toBe(401)
    expect(await accountsWith(email)).toBe(0)
    expect(mailsTo(email)).toHaveLength(0)
  })

  it('a bad body gets a readable 400 naming each field', async () => {
    const res = await post('/users/invite', { name: ' ', email: 'not-an-email', role: 'boss' }, { as: a.staff })
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('invalid_body')
    expect(res.body.error.fields).toEqual({
      name: 'Enter their name.',
      email: 'Enter a valid e-mail address, e.g. sam@dealer.com.au.',
      role: 'Choose a role: super-admin, tenant-admin, editor.',
      tenant: 'Choose the dealer (tenant) they work for.',
    })
    expect(res.body.errors[0].message).toMatch(/^Check the invitation: Enter their name\./)
    const notJson = await post('/users/invite', 'name=Sam', { as: a.staff })
    expect(notJson.status).toBe(400)
    expect(notJson.body.error.code).toBe('invalid_json')
    expect(notJson.body.error.message).toMatch(/Send the invitation as JSON/)
    expect(notJson.body.errors[0].message).toMatch(/Send the invitation as JSON/)
  })

  it('an oversize body gets 413 too_large, no account and no e-mail (one bounded JSON body reader)', async () => {
    const email = newEmail()
    const res = await post(
      '/users/invite',
      { name: 'Sam', email, role: 'editor', tenant: a.tenant.id, note: 'x'.repeat(8000) },
      { as: a.staff },
    )
    expect(res.status).toBe(413)
    expect(res.body.error.code).toBe('too_large')
    expect(res.body.errors[0].message).toMatch(/at most 4 KB/)
    expect(await accountsWith(email)).toBe(0)
    expect(mailsTo(email)).toHaveLength(0)
  })

  it('an address that already has an account gets 409 and no e-mail', async () => {
    const res = await post(
      '/users/invite',
      { name: 'Again', email: editorA.email, role: 'editor', tenant: a.tenant.id },
      { as: a.staff },
    )
    expect(res.status).toBe(409)
    expect(res.body.error.fields.email).toMatch(/already a staff account/)
    expect(mailsTo(editorA.email)).toHaveLength(0)
  })

  it('when the e-mail cannot be sent, no account is left behind (a retry starts clean)', async () => {
    smtp.refuse(true)
    const email = newEmail()
    const res = await post(
      '/users/invite',
      { name: 'Later', email, role: 'editor', tenant: a.tenant.id },
      { as: a.staff },
    )
    expect(res.status).toBe(503)
    expect(res.body.error.message).toMatch(/could not be sent, so no account was made/)
    expect(await accountsWith(email)).toBe(0)
  })
})

describe('password reset through the same transport (it works the same way)', () => {
  it("/api/users/forgot-password sends Forecourt's e-mail; its link, on the admin's origin, sets a new password", async () => {
    const user = await payload.create({
      collection: 'users',
      data: { email: newEmail(), password: PASSWORD, role: 'editor', tenants: [{ tenant: a.tenant.id }] },
      context: ctx,
    })
    // A forged Host must not aim the link at another site.
    const res = await post('/users/forgot-password', { email: user.email }, { host: 'evil.example' })
    expect(res.status).toBe(200)
    const mail = smtp.messages.filter((m) => JSON.stringify(m.to).includes(user.email)).at(-1)!
    expect(mail.subject).toBe('Reset your Forecourt password')
    const href = /href="([^"]+)"/.exec(String(mail.html))![1]
    expect(isAdminHost(new URL(href!).host)).toBe(true)
    const token = /\/admin\/reset\/([^/"?#]+)$/.exec(href!)![1]
    expect((await post('/users/reset-password', { token, password: 'fresh-secret-42' })).status).toBe(200)
    const login = await payload.login({ collection: 'users', data: { email: user.email, password: 'fresh-secret-42' } })
    expect(login.user?.id).toBe(user.id)
  })
})
