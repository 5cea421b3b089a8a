// The dealership's SMTP server and webhook receiver for bench:leads, in a thread of their own
// (tests/support/lead-peers: real peers, docs/features/leads.md "Lead delivery"). In the bench's own event loop, parsing
// thousands of e-mails and checking thousands of signatures delayed its reading of the server's
// answers, and the latency it measured was partly its own. Like a dealer's CRM, the peers now answer
// from elsewhere; the bench only asks them for a tally.
import { isMainThread, parentPort, Worker } from 'node:worker_threads'

/**
 * Starts the peers in a worker thread. Resolves with their URLs and the calls the bench makes:
 * the webhook's secret, the faults (every other webhook call fails; the SMTP server refuses mail),
 * and a tally of what arrived, by lead id.
 */
export async function startLeadPeersThread() {
  const worker = new Worker(new URL(import.meta.url))
  const waiting = new Map()
  let seq = 0
  const failAll = (err) => {
    for (const { reject } of waiting.values()) reject(err)
    waiting.clear()
  }
  worker.on('message', ({ id, result }) => {
    waiting.get(id)?.resolve(result)
    waiting.delete(id)
  })
  worker.on('error', failAll)
  worker.on('exit', (code) => failAll(new Error(`the lead peers' thread exited (${code})`)))
  const call = (op, arg) =>
    new Promise((resolve, reject) => {
      const id = ++seq
      waiting.set(id, { resolve, reject })
      worker.postMessage({ id, op, arg })
    })
  const { smtpUrl, webhookUrl } = await call('urls')
  return {
    smtpUrl,
    webhookUrl,
    /** The dealership's webhook secret, which the receiver verifies each signature with. */
    setSecret: (secret) => call('secret', secret),
    /** While on, every other webhook call (by its number) is answered 500. */
    failEveryOtherCall: (on) => call('faults', on),
    /** While on, the SMTP server answers 451 to every message. */
    refuseMail: (on) => call('refuse', on),
    /**
     * What arrived: `mails` and `accepted` map a lead id to its e-mails and its 2xx webhook deliveries
     * (the receiver de-duplicates by webhook id, `msg_lead_{id}`); `calls` and `messages` count all.
     */
    tally: () => call('tally'),
    close: () => call('close').finally(() => worker.terminate()),
  }
}

if (!isMainThread) {
  // A thread does not inherit the bench's `--import tsx`: register it here, for the peers' TypeScript.
  ;(await import('tsx/esm/api')).register()
  const { startSmtpServer, startWebhookReceiver } = await import('../../tests/support/lead-peers/index.ts')
  let secret
  let faults = false
  const smtp = await startSmtpServer()
  const hook = await startWebhookReceiver(() => secret)
  hook.answer((call) => (faults && call % 2 === 0 ? 500 : 200))
  const ops = {
    urls: () => ({ smtpUrl: smtp.url, webhookUrl: hook.url }),
    secret: (value) => void (secret = value),
    faults: (on) => void (faults = on),
    refuse: (on) => void smtp.refuse(on),
    tally: () => {
      const mails = new Map()
      for (const mail of smtp.messages) {
        const id = mail.headers.get('x-lead-id')
        if (id) mails.set(String(id), (mails.get(String(id)) ?? 0) + 1)
      }
      const accepted = new Map()
      for (const [id, n] of hook.accepted) accepted.set(id.replace(/^msg_lead_/, ''), n)
      return { mails, accepted, calls: hook.calls.length, messages: smtp.messages.length }
    },
    close: () => Promise.all([smtp.close(), hook.close()]).then(() => undefined),
  }
  parentPort.on('message', async ({ id, op, arg }) => parentPort.postMessage({ id, result: await ops[op](arg) }))
}
