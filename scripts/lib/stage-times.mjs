// Where a run's time goes: each stage (install, lint, typecheck, each suite, the e2e seed, build and
// browser run …) appends { stage, start, end } (epoch ms) as one JSON line to STAGE_TIMES_FILE;
// scripts/test.mjs prints them as one table at the end of the run (docs/testing.md "Where CI's time
// goes"). .ci/run writes its own stages to the same file before `npm test` starts.
import fs from 'node:fs'
import path from 'node:path'

/** Appends one stage, ended now unless `end` is given; does nothing without STAGE_TIMES_FILE. */
export function recordStage(stage, start, end = Date.now(), file = process.env.STAGE_TIMES_FILE) {
  if (!file) return
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.appendFileSync(file, `${JSON.stringify({ stage, start, end })}\n`)
}

/** Runs `fn` (sync, or returning a promise) and records it as `stage`. */
export function timed(stage, fn) {
  const start = Date.now()
  const value = fn()
  if (value instanceof Promise)
    return value.finally(() => {
      recordStage(stage, start)
    })
  recordStage(stage, start)
  return value
}

export function readStages(file = process.env.STAGE_TIMES_FILE) {
  if (!file || !fs.existsSync(file)) return []
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line) => {
      try {
        return [JSON.parse(line)]
      } catch {
        return []
      }
    })
}

const mmss = (ms) => {
  const s = Math.round(ms / 1000)
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`
}

/**
 * The stages as a table, in the order they started: when each began (from the first one's start) and
 * how long it took, then the wall-clock span of all. Stages that ran side by side overlap.
 * @param {{ stage: string, start: number, end: number }[]} stages
 */
export function stageTable(stages) {
  if (stages.length === 0) return ''
  const sorted = [...stages].sort((a, b) => a.start - b.start)
  const t0 = sorted[0].start
  const total = 'all (wall clock)'
  const width = Math.max(total.length, ...sorted.map((s) => s.stage.length))
  const row = (name, at, took) => `${name.padEnd(width)}  ${at.padStart(6)}  ${took.padStart(6)}`
  const wall = Math.max(...sorted.map((s) => s.end)) - t0
  return [
    row('stage', 'start', 'took'),
    ...sorted.map((s) => row(s.stage, mmss(s.start - t0), mmss(s.end - s.start))),
    row(total, '', mmss(wall)),
  ].join('\n')
}
