import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { hydrated, openAdminLogin, ownClientAddress, serverOrigin, serverPort, staffOf } from '../support/e2e/helpers'
import { startSmtpServer } from '../support/lead-peers'

// docs/staff-guide.md "Branding, staff invitations and password reset": the admin carries Forecourt's name and
// logo (and the tenant's logo in the navigation); staff are invited by e-mail and set their own
// password through the e-mail transport. A tenant-admin invites someone in Chromium, the e-mail
// reaches the in-process SMTP server (scripts/e2e.mjs points the server's SMTP_URL at its port +
// 1), and the invitee opens its link, chooses a password and lands in the admin.
const staff = staffOf('harbourside-toyota')
const TENANT_NAME = 'Harbourside Toyota'

// Its own client address: reset-password is limited per address (accountTokenPerIp).
test.use(ownClientAddress(18))

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
test.beforeAll(async () => {
  smtp = await startSmtpServer(serverPort() + 1)
})
test.afterAll(async () => {
  await smtp?.close()
})

async function axeClean(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

/** The navigation's dealer logo, with the navigation opened (it starts closed below Payload's wide breakpoint). */
async function navTenantLogo(page: Page) {
  const open = page.getByRole('button', { name: 'Open Menu' }).first()
  if (await open.isVisible()) await open.click()
  const logo = page.locator('.forecourt-tenant-logo').getByRole('img', { name: TENANT_NAME })
  await expect(logo).toBeInViewport({ timeout: 60_000 })
  return logo
}

test("the sign-in page carries Forecourt's name and mark", async ({ page }) => {
  await openAdminLogin(page)
  await expect(page.locator('.forecourt-logo')).toHaveText('Forecourt', { timeout: 60_000 })
  await expect(page).toHaveTitle(/· Forecourt$/)
})

test('a tenant-admin invites someone; the invitee sets a password from the e-mail and lands in the admin', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  await openAdminLogin(page)
  await page.getByLabel('Email').fill(staff.email)
  await page.getByLabel('Password').fill(staff.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 60_000 })

  // Branding: Forecourt's mark in the header, the tenant's logo (alt text: its name) in the navigation.
  await expect(page.getByRole('img', { name: 'Forecourt' }).first()).toBeVisible()
  await navTenantLogo(page)

  await page.goto(`${serverOrigin()}/admin/collections/users`)
  const form = page.getByRole('region', { name: 'Invite staff' })
  await expect(form).toBeVisible({ timeout: 60_000 })
  await axeClean(page, '.forecourt-invite')
  await expect(form.getByLabel('Role').locator('option', { hasText: 'Super-admin' })).toHaveCount(0)

  const email = `e2e-invitee-${Date.now()}@example.com`
  await form.getByLabel('Name').fill('Robin Invitee')
  await form.getByLabel('E-mail').fill(email)
  await form.getByLabel('Role').selectOption('editor')
  await form.getByLabel('Dealer').selectOption({ label: TENANT_NAME })
  await form.getByRole('button', { name: 'Send invitation' }).click()
  await expect(form.getByRole('status')).toContainText(`Invitation sent to ${email}.`, { timeout: 30_000 })
  await axeClean(page, '.forecourt-invite')

  const mails = () => smtp.messages.filter((m) => JSON.stringify(m.to ?? '').includes(email))
  await expect.poll(() => mails().length, { timeout: 30_000 }).toBe(1)
  const mail = mails()[0]
  expect(mail!.subject).toBe(`You are invited to Forecourt (${TENANT_NAME})`)
  const link = /(http:\/\/localhost:\d+\/admin\/reset\/\S+)/.exec(mail!.text ?? '')?.[1]
  expect(link, 'the e-mail has a link to the admin reset page').toBeTruthy()
  expect(new URL(link!).origin).toBe(serverOrigin())

  // The invitee, in a browser of their own.
  const context = await browser.newContext(ownClientAddress(18))
  try {
    const invitee = await context.newPage()
    await invitee.goto(link!)
    // Payload's form works once hydrated: typed and clicked earlier (CI under load), the click sent
    // nothing. So wait for React to hydrate the form's button, then type and click once.
    const reset = invitee.getByRole('button', { name: 'Reset Password' })
    await hydrated(reset)
    await invitee.getByLabel(/New Password/).fill('robin-chooses-this-1')
    await invitee.getByLabel(/Confirm Password/).fill('robin-chooses-this-1')
    await reset.click()
    await expect(invitee).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
    await navTenantLogo(invitee)

    // And signs in again with it later.
    const res = await invitee.request.post(`${serverOrigin()}/api/users/login`, {
      data: { email, password: 'robin-chooses-this-1' },
    })
    expect(res.status()).toBe(200)
    expect((await res.json()).user).toMatchObject({ email, role: 'editor' })
  } finally {
    await context.close()
  }
})
