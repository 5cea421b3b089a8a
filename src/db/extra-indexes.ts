import { index as pgIndex } from 'drizzle-orm/pg-core'
import { index as sqliteIndex } from 'drizzle-orm/sqlite-core'

type Table = Record<string, unknown>
type SchemaHookArgs = {
  schema: { tables: Record<string, Table> }
  extendTable: (args: { table: never; extraConfig: (t: Table) => object }) => void
}

/**
 * Payload indexes hasMany-text tables (`*_texts`, e.g. cars.standardEquipment) only on
 * (order, parent_id), so reading one car's rows scans the whole table: ~1 s for a 21-car page at
 * 50k cars on PostgreSQL, ~60 s on SQLite before ANALYZE. Index parent_id on every such table.
 */
const indexTextsParent =
  (index: typeof pgIndex | typeof sqliteIndex) =>
  ({ schema, extendTable }: SchemaHookArgs) => {
    for (const [name, table] of Object.entries(schema.tables)) {
      if (!name.endsWith('_texts') || !('parent' in table)) continue
      extendTable({
        table: table as never,
        extraConfig: (t) => ({ parentIdx: index(`${name}_parent_idx`).on(t.parent as never) }),
      })
    }
    return schema
  }

export const postgresSchemaHooks = [indexTextsParent(pgIndex)]
export const sqliteSchemaHooks = [indexTextsParent(sqliteIndex)]
