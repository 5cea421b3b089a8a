import { hostname } from 'node:os'
import { formatWithOptions } from 'node:util'

import { redactText, serializeError } from './redact'
import { currentRequestId } from './request-id'

/**
 * The production server's console as JSON lines (docs/deploy.md "Operations"): our own `console.*` calls,
 * Next's and every package's write one object a line, shaped like Payload's pino lines (level,
 * time, pid, hostname, reqId, msg, err) and scrubbed by the same rules (src/log/redact.ts).
 */
const LEVELS = { debug: 'debug', log: 'info', info: 'info', warn: 'warn', error: 'error' } as const
type ConsoleMethod = keyof typeof LEVELS

const HOST = hostname()
const INLINE = { colors: false, breakLength: Infinity, compact: true } as const

/** One console call as a JSON line (without its newline): the first Error is `err`, the rest is `msg`. */
export function consoleLine(level: string, args: unknown[], now = new Date()): string {
  const at = args.findIndex((a) => a instanceof Error)
  const rest = at < 0 ? args : args.filter((_, i) => i !== at)
  const reqId = currentRequestId()
  const line = {
    level,
    time: now.toISOString(),
    pid: process.pid,
    hostname: HOST,
    ...(reqId ? { reqId } : {}),
    msg: redactText(formatWithOptions(INLINE, ...rest).trim()),
    ...(at < 0 ? {} : { err: serializeError(args[at]) }),
  }
  try {
    return JSON.stringify(line)
  } catch {
    return JSON.stringify({ ...line, err: undefined, msg: `${line.msg} (an error that could not be written)` })
  }
}

const INSTALLED = Symbol.for('forecourt.jsonConsole')

/** Replaces the console's methods, once per process; every line goes to stdout, as pino's do. */
export function installJsonConsole(write: (line: string) => void = (line) => void process.stdout.write(line)) {
  const target = console as unknown as Record<ConsoleMethod, (...args: unknown[]) => void> & { [INSTALLED]?: true }
  if (target[INSTALLED]) return
  target[INSTALLED] = true
  for (const [method, level] of Object.entries(LEVELS) as [ConsoleMethod, string][])
    target[method] = (...args) => write(`${consoleLine(level, args)}\n`)
}
