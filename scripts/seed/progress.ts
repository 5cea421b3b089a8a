import { groupThousands } from '@/domain/text/number'

/**
 * A one-line progress bar on stderr: count, percent and rate, redrawn with \r at most ten times a
 * second, finished with a newline.
 */
const WIDTH = 30
const fmt = groupThousands

export function progressBar(total: number, label: string) {
  const started = performance.now()
  let last = 0
  const draw = (done: number) => {
    const seconds = (performance.now() - started) / 1000
    const share = total ? done / total : 1
    const filled = Math.round(share * WIDTH)
    const bar = '#'.repeat(filled) + '.'.repeat(WIDTH - filled)
    process.stderr.write(
      `\r${label} [${bar}] ${fmt(done)}/${fmt(total)} ${(share * 100).toFixed(1)}% ${fmt(done / Math.max(seconds, 0.001))}/s `,
    )
  }
  return {
    update(done: number) {
      const now = performance.now()
      if (now - last < 100 && done < total) return
      last = now
      draw(done)
    },
    finish(done = total) {
      draw(done)
      process.stderr.write('\n')
    },
  }
}
