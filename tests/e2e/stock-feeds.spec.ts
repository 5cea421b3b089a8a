import { type ChildProcess, spawn } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { expect, type Page, test } from '@playwright/test'

import { openAdminLogin, staffOf } from '../support/e2e/helpers'

// docs/features/stock-feeds.md: in Chromium as a tenant-admin, set up Harbourside's stock feed (a CSV
// behind basic auth on a loopback server), save it, press Run now, and see the run in the history
// once the jobs worker (`npm run jobs`, started here beside the server) has run it. Not a full feed:
// withdrawing the seeded stock would change what the other e2e files read.
const staff = staffOf('harbourside-toyota')
const tag = `FEEDE2E${Date.now().toString(36).toUpperCase()}`
const csv = [
  'stocknum,make,model,year,car_type,price,km',
  ...[1, 2, 3].map((i) => `${tag}${i},Toyota,Yaris,2023,used,${21_000 + i},${9_000 + i}`),
].join('\n')

let feed: Server
let feedUrl = ''
let worker: ChildProcess | null = null

test.beforeAll(async () => {
  feed = createServer((req, res) => {
    const want = `Basic ${Buffer.from('dms:feed-e2e-pass').toString('base64')}`
    if (req.headers.authorization !== want) return void res.writeHead(401).end()
    res.writeHead(200, { 'content-type': 'text/csv' }).end(csv)
  })
  await new Promise<void>((r) => feed.listen(0, '127.0.0.1', r))
  feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/stock.csv`
  worker = spawn('npx', ['payload', 'run', 'scripts/jobs.ts'], {
    env: {
      ...process.env,
      NODE_OPTIONS: '--no-deprecation --conditions=development',
      JOBS_INTERVAL_MS: '200',
      JOBS_NICE: '0',
    },
    stdio: 'ignore',
    detached: true,
  })
})

test.afterAll(async () => {
  if (worker?.pid) process.kill(-worker.pid, 'SIGTERM')
  await new Promise<void>((r) => feed.close(() => r()))
})

async function login(page: Page) {
  await openAdminLogin(page)
  await page.getByLabel('Email').fill(staff.email)
  await page.getByLabel('Password').fill(staff.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 60_000 })
}

test('staff set up a feed, run it, and see the run in its history', async ({ page }) => {
  test.setTimeout(240_000)
  await login(page)
  await page.goto('/admin/collections/dealerships')
  await page
    .getByRole('link', { name: /Harbourside/ })
    .first()
    .click()
  await page
    .getByRole('tab', { name: 'Stock feed' })
    .or(page.getByRole('button', { name: 'Stock feed' }))
    .first()
    .click()

  await page.getByLabel('Feed address').fill(feedUrl)
  // Payload's select is a react-select: its label names the field's wrapper, so open it by its control.
  await page.locator('#field-stock_feed__auth .rs__control').click()
  await page.getByRole('option', { name: 'User name and password (basic)' }).click()
  await page.getByLabel('User name').fill('dms')
  await page.getByLabel('Password or token').fill('feed-e2e-pass')
  await page.getByLabel('This is the full stock list').uncheck()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible({ timeout: 30_000 })

  // Never shown again: the password field is empty after the save.
  await page.reload()
  await page
    .getByRole('tab', { name: 'Stock feed' })
    .or(page.getByRole('button', { name: 'Stock feed' }))
    .first()
    .click()
  await expect(page.getByLabel('Password or token')).toHaveValue('')

  await page.getByRole('button', { name: 'Run now' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Queued' })).toBeVisible()
  const history = page.getByRole('table', { name: 'Stock feed runs' })
  await expect(history.getByRole('row').nth(1)).toContainText('Applied', { timeout: 120_000 })
  await expect(history.getByRole('row').nth(1)).toContainText('3 new cars')

  // The cars are in the stock list.
  await page.goto(`/admin/collections/cars?search=${tag}`)
  await expect(page.getByText(`${tag}2`).first()).toBeVisible({ timeout: 30_000 })
})
