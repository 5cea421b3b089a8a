import { spawnSync } from 'node:child_process'
import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { SERVER_NODE_FLAGS } from '../../scripts/lib/run.mjs'

// docs/features/sites-and-tenants.md "Sites, tenants and staff": `npm start` and the servers the demo, e2e and benches start run
// Node with the same flags (SERVER_NODE_FLAGS), so what is measured is what runs in production.
describe('the production server’s Node flags', () => {
  it('npm start passes SERVER_NODE_FLAGS to scripts/server.mjs', () => {
    const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
    expect(scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} scripts/server.mjs`)
  })

  it('this Node accepts every flag (a misspelt one stops the server before it starts)', () => {
    const run = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, '-e', 'process.exit(0)'], { encoding: 'utf8' })
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
  })
})
