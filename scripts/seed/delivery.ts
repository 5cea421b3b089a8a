/**
 * Writes each tenant's delivery estimates (delivery-estimates.ts), replacing what the seed wrote
 * before, so re-runs converge.
 */
import type { Payload } from 'payload'

import type { Id } from '@/domain/ids'

import { DELIVERY_ESTIMATES } from './delivery-estimates'
import type { DealershipIds } from './stock-context'
import type { TenantPlan } from './tenants'
import { SEED_CONTEXT } from './upsert'

export async function replaceDeliveryEstimates(
  payload: Payload,
  t: TenantPlan,
  tenant: Id,
  dealerships: Map<string, DealershipIds>,
): Promise<number> {
  await payload.delete({
    collection: 'delivery-estimates',
    where: { tenant: { equals: tenant } },
    context: SEED_CONTEXT,
  })
  const plans = DELIVERY_ESTIMATES[t.slug] ?? []
  for (const { dealership, ...estimate } of plans) {
    const dealershipId = dealership ? dealerships.get(dealership)?.dealership : undefined
    if (dealership && dealershipId === undefined)
      throw new Error(`Delivery estimate ${estimate.name}: no dealership ${dealership} in ${t.slug}`)
    await payload.create({
      collection: 'delivery-estimates',
      data: { tenant: tenant as number, ...estimate, dealership: (dealershipId as number | undefined) ?? null },
      depth: 0,
      context: SEED_CONTEXT,
    })
  }
  return plans.length
}
