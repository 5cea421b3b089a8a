import { type ChildProcess, spawn } from 'node:child_process'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { POST } from '@/app/api/enquiries/route'
import { payloadSecret } from '@/db/secret'
import { leadWebhookId } from '@/integrations/lead-delivery'
import type { Lead } from '@/payload-types'

import { testPayload } from '../support/integration/payload'
import { makeWorld, type World } from '../support/integration/world'

// The peers start before anything imports the Payload config, which reads SMTP_URL when it is built.
const peers = await vi.hoisted(async () => {
  const { startSmtpServer, startWebhookReceiver } = await import('../support/lead-peers')
  const saved = { ...process.env }
  const state: { secret?: string } = {}
  const smtp = await startSmtpServer()
  const hook = await startWebhookReceiver(() => state.secret)
  process.env.SMTP_URL = smtp.url
  process.env.LEAD_WEBHOOK_ALLOW_HTTP = 'true'
  process.env.LEAD_DELIVERY_RETRY_BASE_MS = '200'
  return { smtp, hook, state, saved }
})

// docs/features/leads.md "Lead delivery" step 2: jobs run inside the server (autoRun) and, for scale, in a separate
// `npm run jobs` worker process; both can run at once without delivering a lead twice. This file is
// the server: it stores leads through POST /api/enquiries and runs the `leads` queue the way
// autoRun does (Payload's jobs.run on the queue, over and over), while a real `npm run jobs`
// process runs the same queue on the same database. A third of the webhook's first calls fail, so
// retries race too. Timeouts here are guards against a queue that never settles on a loaded
// machine, not measurements.
vi.setConfig({ testTimeout: 600_000, hookTimeout: 600_000 })

const LEADS = 30
const { smtp, hook } = peers
let payload: Payload
let world: World
let worker: ChildProcess
let workerLog = ''
let serverRuns = 0
let stopServer = false
let serverLoop: Promise<void> = Promise.resolve()
const ids: (number | string)[] = []

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const leadOf = async (id: number | string) =>
  (await payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })) as Lead
const mailsFor = (id: number | string) => smtp.messages.filter((m) => m.headers.get('x-lead-id') === String(id))
const acceptedFor = (id: number | string) => hook.accepted.get(leadWebhookId({ id })) ?? 0
/** Jobs the worker ran, from the lines it logs ("jobs worker: ran N job(s)"). */
const workerRan = () => [...workerLog.matchAll(/jobs worker: ran (\d+) job/g)].reduce((n, m) => n + Number(m[1]), 0)

async function waitFor(what: string, done: () => boolean | Promise<boolean>, timeoutMs: number) {
  const end = Date.now() + timeoutMs
  while (!(await done())) {
    if (Date.now() > end)
      throw new Error(`${what}: not within ${timeoutMs / 1000} s\n--- worker log ---\n${workerLog.slice(-3000)}`)
    await sleep(250)
  }
}

beforeAll(async () => {
  payload = await testPayload()
  world = await makeWorld(payload, 'Workerpair', 1)
  const d = await payload.update({
    collection: 'dealerships',
    id: world.dealership.id,
    data: { lead_delivery: { email_recipients: [{ email: 'crm@worker.example' }], webhook_url: hook.url } },
    context: { disableRevalidate: true },
  })
  peers.state.secret = d.lead_delivery?.webhook_secret ?? undefined
  // The first webhook call of every third lead fails: its retry is a new job, raced for again.
  hook.answer((_, body) => {
    const id = (body as { data?: { id?: number | string } } | null)?.data?.id
    const firstCall = hook.calls.filter((c) => c.id === leadWebhookId({ id: id ?? '' })).length === 0
    return Number(id) % 3 === 0 && firstCall ? 500 : 200
  })

  worker = spawn('npm', ['run', 'jobs', '--silent'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYLOAD_SECRET: payloadSecret(),
      FEED_SECRET_KEY: 'lead-delivery-worker-test-feed-key',
      JOBS_INTERVAL_MS: '100',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  worker.stdout!.on('data', (c) => (workerLog += String(c)))
  worker.stderr!.on('data', (c) => (workerLog += String(c)))
  // The Payload CLI compiles the config first: slow on a busy machine.
  await waitFor('the worker to start', () => workerLog.includes('jobs worker: running'), 300_000)
})

afterAll(async () => {
  stopServer = true
  await serverLoop
  if (worker?.pid && worker.exitCode === null) {
    const exited = new Promise((r) => worker.once('exit', r))
    process.kill(-worker.pid, 'SIGTERM')
    await Promise.race([exited, sleep(30_000)])
    if (worker.exitCode === null) process.kill(-worker.pid, 'SIGKILL')
  }
  process.env = peers.saved
  await Promise.all([smtp?.close(), hook?.close()])
})

async function postLead(n: number) {
  const host = `${world.slug}.localhost`
  const res = await POST(
    new Request(`http://${host}/api/enquiries`, {
      method: 'POST',
      headers: { host, 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${100 + n}` },
      body: JSON.stringify({
        kind: 'enquiry',
        name: 'Casey',
        email: `worker-pair-${n}-${Date.now()}@example.com`,
        phone: '0412 345 678',
        message: 'Is it still available?',
        car_id: 'car-0',
      }),
    }),
  )
  if (res.status !== 201) throw new Error(`lead ${n}: ${res.status} ${await res.text()}`)
  return (await res.json()).lead_id as number | string
}

describe('the server’s autoRun and an `npm run jobs` worker together', () => {
  it('deliver every lead exactly once: one e-mail and one accepted webhook per lead', async () => {
    // The server's autoRun: the queue run over and over in this process while leads arrive.
    serverLoop = (async () => {
      while (!stopServer) {
        const result = await payload.jobs.run({ queue: 'leads', limit: 25, silent: true })
        serverRuns += Object.keys(result.jobStatus ?? {}).length
        await sleep(100)
      }
    })()
    for (let n = 0; n < LEADS; n++) {
      ids.push(await postLead(n))
      if (n % 5 === 4) await sleep(200) // leads arrive in bursts, each a race for both runners
    }

    await waitFor(
      'every lead sent',
      async () =>
        (await Promise.all(ids.map(async (id) => (await leadOf(id)).delivery_status))).every((s) => s === 'sent'),
      480_000,
    )
    // Both runners keep going for a while: nothing arrives a second time.
    await sleep(5000)
    stopServer = true
    await serverLoop

    const twice = ids.filter((id) => mailsFor(id).length !== 1 || acceptedFor(id) !== 1)
    expect(
      twice.map((id) => ({ id, mails: mailsFor(id).length, webhooks: acceptedFor(id) })),
      'leads not delivered exactly once',
    ).toEqual([])
    // The failed first calls were retried: every third lead's webhook was called twice, accepted once.
    const retried = ids.filter((id) => Number(id) % 3 === 0)
    expect(retried.length).toBeGreaterThan(0)
    for (const id of retried) expect(hook.calls.filter((c) => c.id === leadWebhookId({ id })).length).toBe(2)
    for (const call of hook.calls.filter((c) => ids.some((id) => c.id === leadWebhookId({ id }))))
      expect(call.valid).toBe(true)
  })

  it('really ran both: the worker process and the server each ran delivery jobs', () => {
    console.info(`[lead-delivery-worker] jobs run: worker ${workerRan()}, server ${serverRuns}`)
    expect(worker.exitCode).toBeNull() // still alive: it did not crash on the shared database
    expect(workerRan()).toBeGreaterThan(0)
    expect(serverRuns).toBeGreaterThan(0)
  })
})
