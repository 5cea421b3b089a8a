/** A registered vehicle as a rego lookup answers it (finance §4 "rego plus regoState lookup"). */
export type RegoVehicle = { make: string; model: string; year: number; badge: string | null }

/** A registration plate and the state that issued it (finance §3 "rego, regoState"). */
export type RegoQuery = { rego: string; state: string }

/**
 * Finds a vehicle by its registration (ARCHITECTURE "Integrations: trade-in valuation and rego
 * lookup"): the vehicle, or null when the plate is not known. A provider that cannot answer throws
 * RegoLookupError; the trade-in form then keeps manual entry.
 */
export interface RegoLookup {
  readonly name: string
  lookup(query: RegoQuery): Promise<RegoVehicle | null>
}

/** The provider could not answer (timeout, network, refused key, 5xx, an answer we cannot read). */
export class RegoLookupError extends Error {
  constructor(readonly reason: string) {
    super(`rego lookup provider unavailable: ${reason}`)
    this.name = 'RegoLookupError'
  }
}

/** The deployment's rego lookup settings do not make sense (src/integrations/rego-lookup/index.ts). */
export class RegoLookupConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RegoLookupConfigError'
  }
}
