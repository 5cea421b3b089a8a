import { expect, test } from '@playwright/test'

import { DEMO_POSTS } from '../../scripts/seed/posts'
import { expectNoAxeViolations, siteUrl } from '../support/e2e/helpers'

// docs/features/content.md "Write a blog post": posts with image, date and heading; blog cards ('Read More'); /blog;
// finance §2 "Blog card: image, date, heading, 'Read More'".
test('/blog lists the published posts as cards and opens one; a draft never shows; axe clean', async ({ page }) => {
  test.slow()
  const [newest, older, draft] = DEMO_POSTS
  await page.goto(siteUrl('harbourside-toyota', '/blog'))
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
  const cards = page.getByRole('main').getByRole('article')
  await expect(cards).toHaveCount(2)
  await expect(cards.nth(0).getByRole('heading', { name: newest.title })).toBeVisible()
  await expect(cards.nth(1).getByRole('heading', { name: older.title })).toBeVisible()
  await expect(cards.nth(0).locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4}$/) // dd/MM/yyyy
  await expect(cards.nth(0).getByRole('img')).toBeVisible()
  await expect(page.getByText(draft.title)).toHaveCount(0)
  await expectNoAxeViolations(page)

  await cards
    .nth(0)
    .getByRole('link', { name: `Read More : ${newest.title}` })
    .click()
  await expect(page).toHaveURL(siteUrl('harbourside-toyota', `/blog/${newest.slug}`))
  await expect(page.getByRole('heading', { level: 1, name: newest.title })).toBeVisible()
  await expect(page.getByText(newest.body[0])).toBeVisible()
  await expectNoAxeViolations(page)

  const res = await page.goto(siteUrl('harbourside-toyota', `/blog/${draft.slug}`))
  expect(res?.status()).toBe(404)
})
