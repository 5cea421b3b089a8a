import { type APIRequestContext, expect } from '@playwright/test'

import { apiToken, serverOrigin, superAdmin } from './helpers'

export { outboxCode } from './helpers'

// Shared by the finance specs: a phone number of the run's own, the code the development
// SMS outbox holds for it, and the leads stored under it.
export const uniquePhone = () => `04${String(Date.now()).slice(-8)}`

export async function leadsByPhone(request: APIRequestContext, phone: string) {
  const token = await apiToken(request, superAdmin)
  const res = await request.get(`${serverOrigin()}/api/leads?where[phone][equals]=${phone}&depth=0&limit=10`, {
    headers: { Authorization: `JWT ${token}` },
  })
  expect(res.status()).toBe(200)
  return (await res.json()).docs as {
    id: number | string
    type: string
    category: string
    subcategory: string | null
    delivery_status?: string
  }[]
}
