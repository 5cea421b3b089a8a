import type { AdminViewServerProps } from 'payload'

import { IMPORT_FIELDS } from '@/domain/stock-import/fields'
import { cleanMapping } from '@/domain/stock-import/mapping'

import { AdminPage } from '../AdminPage'
import { StockImportForm } from './StockImportForm.client'

/**
 * /admin/stock-import (docs/features/stock-import.md "Stock import"): choose a dealership and a file, dry run, then
 * import.
 */
export async function StockImportView(props: AdminViewServerProps) {
  const { req } = props.initPageResult
  const dealerships = req.user
    ? (
        await req.payload.find({
          collection: 'dealerships',
          user: req.user,
          overrideAccess: false,
          depth: 0,
          pagination: false,
          sort: 'name',
          select: { name: true, import_mapping: true },
        })
      ).docs.map((d) => ({ id: d.id, name: d.name, mapping: cleanMapping(d.import_mapping) }))
    : []
  return (
    <AdminPage props={props}>
      <h1>Import stock</h1>
      <p>
        A CSV or JSON file of cars from your dealer system. Cars are matched by stock number, so importing the same file
        again changes nothing. Try a dry run first: it shows what would be created, updated and withdrawn without saving
        anything.
      </p>
      <StockImportForm
        dealerships={dealerships}
        fields={IMPORT_FIELDS.map((f) => ({ key: f.key, label: f.label, example: f.aliases[0] }))}
      />
    </AdminPage>
  )
}
