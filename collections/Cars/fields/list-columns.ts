import type { Field } from 'payload'

/**
 * docs/staff-guide.md "Labels and list columns": the list shows the columns staff look for (photo thumbnail,
 * stock number, price, status, days in stock, views, leads). Computed for the list only: `ui`
 * fields store nothing.
 */
export const listColumnFields: Field[] = [
  {
    name: 'days_in_stock',
    label: 'Days in stock',
    type: 'ui',
    admin: {
      components: { Cell: '/src/components/admin/CarListCells#DaysInStockCell' },
    },
  },
  {
    name: 'leads_count',
    label: 'Leads',
    type: 'ui',
    admin: {
      components: { Cell: '/src/components/admin/CarListCells#LeadsCell' },
    },
  },
]
