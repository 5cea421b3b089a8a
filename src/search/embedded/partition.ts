import { GrowableInt32 } from './growable'
import { TextIndex } from './text-index'

/** Everything one tenant owns in the index, so a query only ever touches its own tenant's rows. */
export class TenantPartition {
  readonly rowsByDealership = new Map<string, GrowableInt32>()
  readonly text = new TextIndex()

  rowsOf(dealership: string): GrowableInt32 {
    let rows = this.rowsByDealership.get(dealership)
    if (!rows) this.rowsByDealership.set(dealership, (rows = new GrowableInt32(64)))
    return rows
  }
}
