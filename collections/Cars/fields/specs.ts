import type { Field } from 'payload'

const n = (name: string, label: string): Field => ({ name, label, type: 'number' })
const t = (name: string, label: string): Field => ({ name, label, type: 'text' })
const row = (...fields: Field[]): Field => ({ type: 'row', fields })

/** Mechanical and body specs, the catalogue variant and caravan specifications (stock §3). */
export const specFields: Field[] = [
  row(
    {
      name: 'km',
      label: 'Odometer (km)',
      type: 'number',
      min: 0,
      index: true,
      admin: {
        components: {
          Cell: '/src/components/admin/Cells#KmCell',
          afterInput: ['/src/components/admin/AsWritten.client#KmAsWritten'],
        },
      },
    },
    { name: 'colour', label: 'Colour', type: 'text' },
    { name: 'interior_colour', label: 'Interior colour', type: 'text' },
  ),
  row(
    { name: 'simple_body', label: 'Body', type: 'text', index: true },
    { name: 'simple_transmission', label: 'Transmission', type: 'text', index: true },
    { name: 'simple_fuel', label: 'Fuel', type: 'text', index: true },
    { name: 'simple_drive', label: 'Drive', type: 'text', index: true },
  ),
  row(t('drive', 'Drive type'), t('fuel', 'Fuel type'), n('seats', 'Seats'), n('doors', 'Doors')),
  row(
    n('engine_size', 'Engine size (cc)'),
    n('engine_size_litres', 'Engine size (litres)'),
    n('gearnum', 'Number of gears'),
    t('bodyconfiguration', 'Body configuration'),
  ),
  {
    name: 'variant',
    label: 'Catalogue variant',
    type: 'group',
    admin: { description: 'Catalogue variant data.' },
    fields: [
      row(
        n('cylinders', 'Cylinders'),
        n('enginesize', 'Engine size (cc)'),
        n('enginesize_litres', 'Engine size (litres)'),
        t('induction', 'Induction'),
      ),
      row(
        n('fuelconsumptioncombined', 'Fuel use, combined (L/100 km)'),
        n('fuelcapacity', 'Fuel tank capacity'),
        n('grossvehiclemass', 'Gross vehicle mass'),
        n('towingcapacitybraked', 'Towing capacity (braked)'),
      ),
      row(
        n('vehiclelength', 'Length'),
        n('vehicleheight', 'Height'),
        n('vehiclewidth', 'Width'),
        t('torque', 'Torque'),
      ),
      row(t('bodyconfiguration', 'Body configuration'), n('ancaprating', 'ANCAP rating'), t('geartype', 'Gear type')),
    ],
  },
  {
    name: 'specifications',
    label: 'Caravan specifications',
    type: 'group',
    admin: { condition: (data) => data?.item_type === 'caravan' },
    fields: [
      row(n('body_width', 'Body width'), n('body_length', 'Body length'), n('tare_weight', 'Tare weight')),
      row(
        t('axle_type', 'Axle type'),
        n('sleeps', 'Sleeps'),
        n('aggregate_trailer_mass', 'Aggregate trailer mass (ATM)'),
      ),
    ],
  },
  { name: 'standardEquipment', label: 'Features', type: 'text', hasMany: true },
  {
    name: 'dealercomments',
    label: 'Dealer comments',
    type: 'textarea',
    admin: { description: 'Plain text. Markup is shown as typed, never run.' },
  },
]
