import type { RowField } from 'payload'

/**
 * The dealer and repairer licence numbers, a row that dealerships and locations share (finance §3
 * Location: "dealer_license_number, motor_vehicle_repairer"). The footer, the dealership cards and
 * the location page show them; a location without its own falls back to its dealership's.
 */
export const licenceRow = (): RowField => ({
  type: 'row',
  fields: [
    { name: 'dealer_license_number', label: 'Dealer licence (DL#)', type: 'text' },
    { name: 'motor_vehicle_repairer', label: 'Repairer licence (MVR#)', type: 'text' },
  ],
})
