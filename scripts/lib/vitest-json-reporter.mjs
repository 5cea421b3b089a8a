// Vitest's JSON reporter, plus one fact it leaves out: which tests were declared `it.fails` (they pass
// when their body throws). scripts/lib/test-verdict.mjs fails the run on such a test unless
// tests/allowed-skips.json lists it; without this mark it would count as an ordinary pass.
import { JsonReporter } from 'vitest/reporters'

export default class ForecourtJsonReporter extends JsonReporter {
  async onTestRunEnd(testModules, ...rest) {
    const walk = (task) => {
      if (task.type === 'test' && task.fails) task.meta = { ...task.meta, expectedToFail: true }
      for (const child of task.tasks ?? []) walk(child)
    }
    for (const m of testModules) walk(m.task)
    return super.onTestRunEnd(testModules, ...rest)
  }
}
