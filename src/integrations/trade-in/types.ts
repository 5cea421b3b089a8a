import type { Comparable, TradeVehicle, Valuation } from '@/domain/trade-in/valuation'

/** Values a shopper's vehicle for trade (ARCHITECTURE "Integrations: trade-in valuation and rego lookup"). */
export interface TradeInValuer {
  readonly name: string
  value(vehicle: TradeVehicle): Promise<Valuation>
}

/** Where the default valuer finds comparable cars: the tenant's own stock and sales (src/data/cars/trade-in.ts). */
export type ComparableSource = (query: {
  make: string
  model: string
  yearFrom: number
  yearTo: number
}) => Promise<Comparable[]>

/** A valuation provider could not answer (timeout, network, refused key, 5xx, an answer we cannot read). */
export class TradeInValuerError extends Error {
  constructor(readonly reason: string) {
    super(`trade-in valuation provider unavailable: ${reason}`)
    this.name = 'TradeInValuerError'
  }
}
