import type { RegoLookup, RegoVehicle } from './types'

/**
 * The plates the fake knows, by state and plate: made-up registrations for development and the tests
 * (tests/e2e/trade-in-rego.spec.ts). Any other plate is not found, as a real register answers.
 */
export const FAKE_REGISTRATIONS: Record<string, RegoVehicle> = {
  'NSW:ABC123': { make: 'Toyota', model: 'Corolla', year: 2019, badge: 'Ascent Sport' },
  'VIC:XYZ789': { make: 'Mazda', model: 'CX-5', year: 2021, badge: 'Maxx Sport' },
  'QLD:123ABC': { make: 'Ford', model: 'Ranger', year: 2018, badge: 'XLT' },
}

/** The plate as registers compare it: upper case, no spaces or dashes. */
export const plateKey = (rego: string) => rego.toUpperCase().replace(/[\s-]+/g, '')

/** A rego lookup without a provider, for development and tests only (never chosen in production by default). */
export const fakeRegoLookup: RegoLookup = {
  name: 'fake',
  async lookup({ rego, state }) {
    return FAKE_REGISTRATIONS[`${state.toUpperCase()}:${plateKey(rego)}`] ?? null
  },
}
