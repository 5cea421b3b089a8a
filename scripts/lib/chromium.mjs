// End-to-end tests drive Debian's Chromium (Playwright cannot download a browser here).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return
  if (process.getuid?.() !== 0) {
    console.error(
      `✖ Chromium is missing: run "sudo apt-get update && sudo apt-get install -y chromium", then npm test again.`,
    )
    process.exit(1)
  }
  console.log('› Installing Debian chromium for the end-to-end tests…')
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const r = spawnSync('apt-get', args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    if (r.status !== 0) {
      console.error('✖ apt-get could not install chromium.')
      process.exit(1)
    }
  }
}
