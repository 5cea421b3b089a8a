/**
 * GET /api/ready's verdict (docs/deploy.md "Operations"): every part this instance needs is probed at once,
 * each bounded by a timeout, and reported with its state and how long it took. The instance is
 * ready while every required part is up; a part named in READY_OPTIONAL is still probed and
 * reported but cannot make it unready.
 */
export type Probe = {
  name: string
  /** Resolves when the part answers; rejects (or outlasts the timeout) when it does not. */
  check: (signal: AbortSignal) => Promise<void>
}

export type PartReport = { state: 'up' | 'down'; ms: number; required: boolean }
export type Readiness = { status: 'ready' | 'not_ready'; parts: Record<string, PartReport> }
/** What is logged, never answered: the answer is public on every host. */
export type Failure = { part: string; reason: string }

export const READY_TIMEOUT_MS = 2000

export class ProbeTimeout extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`)
  }
}

/** `work`'s result, or a ProbeTimeout after `timeoutMs` (its signal is aborted then). */
export async function withTimeout<T>(work: (signal: AbortSignal) => Promise<T>, timeoutMs: number): Promise<T> {
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(new ProbeTimeout(timeoutMs))
    }, timeoutMs)
  })
  try {
    return await Promise.race([work(controller.signal), timeout])
  } finally {
    clearTimeout(timer)
  }
}

async function run(probe: Probe, timeoutMs: number): Promise<{ ok: true } | { ok: false; reason: string }> {
  try {
    await withTimeout(probe.check, timeoutMs)
    return { ok: true }
  } catch (err) {
    return { ok: false, reason: err instanceof Error ? err.message || err.name : String(err) }
  }
}

/** READY_OPTIONAL: comma-separated part names (`redis,search`). */
export const optionalParts = (value: string | undefined) =>
  new Set(
    (value ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  )

export async function checkReadiness(
  probes: Probe[],
  { timeoutMs = READY_TIMEOUT_MS, optional = new Set<string>() } = {},
): Promise<{ readiness: Readiness; failures: Failure[] }> {
  const results = await Promise.all(
    probes.map(async (probe) => {
      const started = performance.now()
      const outcome = await run(probe, timeoutMs)
      return { probe, outcome, ms: Math.round(performance.now() - started) }
    }),
  )
  const parts: Record<string, PartReport> = {}
  const failures: Failure[] = []
  let ready = true
  for (const { probe, outcome, ms } of results) {
    const required = !optional.has(probe.name)
    parts[probe.name] = { state: outcome.ok ? 'up' : 'down', ms, required }
    if (!outcome.ok) {
      failures.push({ part: probe.name, reason: outcome.reason })
      if (required) ready = false
    }
  }
  return { readiness: { status: ready ? 'ready' : 'not_ready', parts }, failures }
}
