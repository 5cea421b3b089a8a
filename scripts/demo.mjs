#!/usr/bin/env node
// `npm run demo`: seed the embedded database if it is empty, build, start a production server and
// print every demo site's address and the admin logins. Ctrl-C stops it.
import fs from 'node:fs'

import { appEnv, PAYLOAD_CLI_NODE_OPTIONS } from './lib/env.mjs'
import { leadMailNotice } from './lib/lead-mail-notice.mjs'
import { run, startServer } from './lib/run.mjs'

const port = Number(process.env.PORT ?? 3000)
const env = appEnv()
const cliEnv = { ...env, NODE_OPTIONS: PAYLOAD_CLI_NODE_OPTIONS }

console.log('› Checking the database…')
const status = run('npx', ['payload', 'run', 'scripts/db-has-sites.ts'], { env: cliEnv, allowFail: true })
if (status === 3) {
  console.log('› Empty database: seeding the demo data…')
  run('npx', ['payload', 'run', 'scripts/seed/index.ts'], { env: cliEnv })
} else if (status !== 0) {
  process.exit(status)
}

if (!process.argv.includes('--no-build')) {
  console.log('› Building the production app…')
  run('npx', ['next', 'build'], { env })
}

console.log(`› Starting on port ${port}…`)
// The demo's phone codes are written to the server log (and GET /api/sms-outbox for a super-admin),
// unless a real gateway is configured (docs/features/finance.md "Finance and phone codes").
const SMS_TRANSPORT = process.env.SMS_TRANSPORT ?? (process.env.SMS_GATEWAY_URL ? 'http' : 'development')
// A person reads the demo's log at the terminal: Payload's pretty lines, not production's JSON.
const LOG_FORMAT = process.env.LOG_FORMAT ?? 'pretty'
const server = await startServer({ port, env: { ...env, NODE_ENV: 'production', SMS_TRANSPORT, LOG_FORMAT } })
const accounts = JSON.parse(fs.readFileSync(new URL('./seed/accounts.json', import.meta.url), 'utf8'))

console.log('\nForecourt is running. Demo sites:')
for (const slug of server.siteMap.slugs) console.log(`  http://${slug}.localhost:${port}`)
console.log(`\nAdmin: http://localhost:${port}/admin`)
for (const a of accounts) console.log(`  ${a.email.padEnd(36)} ${a.password.padEnd(24)} ${a.role}`)
console.log('')
for (const line of leadMailNotice(env)) console.log(line)
console.log('\nPress Ctrl-C to stop.')

const stop = () => {
  server.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
server.child.on('exit', (code) => process.exit(code ?? 1))
