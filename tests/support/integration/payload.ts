import { getPayload, type Payload } from 'payload'

let instance: Promise<Payload> | undefined

/** One Payload per test file, on the run's fresh database (tests/integration/setup/database.ts). */
export function testPayload(): Promise<Payload> {
  instance ??= import('@payload-config').then(({ default: config }) => getPayload({ config }))
  return instance
}
