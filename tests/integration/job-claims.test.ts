import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { claimDueJobs } from '@/data/leads/job-claims'

import { testPayload } from '../support/integration/payload'

// `npm run jobs` takes its batch with claimDueJobs (scripts/jobs.ts): two workers polling at once
// must never take the same job, and only jobs Payload's own run would pick are taken.
describe('claimDueJobs', () => {
  let payload: Payload
  const queue = `claims-${Date.now().toString(36)}`
  const due: (number | string)[] = []

  beforeAll(async () => {
    payload = await testPayload()
    for (let i = 0; i < 5; i++) {
      const job = await payload.jobs.queue({ task: 'deliverLead', queue, input: { lead: String(900_000 + i) } })
      due.push(job.id)
    }
    // Not due yet, and already completed: neither is taken.
    await payload.jobs.queue({
      task: 'deliverLead',
      queue,
      input: { lead: '900100' },
      waitUntil: new Date(Date.now() + 3_600_000),
    })
    const done = await payload.jobs.queue({ task: 'deliverLead', queue, input: { lead: '900101' } })
    await payload.update({
      collection: 'payload-jobs',
      id: done.id,
      data: { completedAt: new Date().toISOString() },
      overrideAccess: true,
    })
  })

  it('gives each due job to one runner only, oldest first, and marks it processing', async () => {
    const ids = await claimDueJobs(payload, queue, 3)
    if (ids === null) return // MongoDB: the worker uses Payload's run
    const [a, b] = await Promise.all([claimDueJobs(payload, queue, 3), claimDueJobs(payload, queue, 3)])
    const taken = [...ids, ...a!, ...b!].map(String)
    expect(new Set(taken).size).toBe(taken.length)
    expect(taken.sort()).toEqual(due.map(String).sort())
    expect(ids.map(String).sort()).toEqual(due.slice(0, 3).map(String).sort())
    expect(await claimDueJobs(payload, queue, 3)).toEqual([])
    const job = await payload.findByID({ collection: 'payload-jobs', id: ids[0]!, overrideAccess: true })
    expect(job.processing).toBe(true)
  })
})
