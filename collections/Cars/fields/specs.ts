import type { Field } from 'payload'

const n = (name: string): Field => ({ name, type: 'number' })
const t = (name: string): Field => ({ name, type: 'text' })
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
      admin: { components: { Cell: '/src/components/admin/Cells#KmCell' } },
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
  row(t('drive'), t('fuel'), n('seats'), n('doors')),
  row(n('engine_size'), n('engine_size_litres'), n('gearnum'), t('bodyconfiguration')),
  {
    name: 'variant',
    type: 'group',
    admin: { description: 'Catalogue variant data.' },
    fields: [
      row(n('cylinders'), n('enginesize'), n('enginesize_litres'), t('induction')),
      row(n('fuelconsumptioncombined'), n('fuelcapacity'), n('grossvehiclemass'), n('towingcapacitybraked')),
      row(n('vehiclelength'), n('vehicleheight'), n('vehiclewidth'), t('torque')),
      row(t('bodyconfiguration'), n('ancaprating'), t('geartype')),
    ],
  },
  {
    name: 'specifications',
    label: 'Caravan specifications',
    type: 'group',
    admin: { condition: (data) => data?.item_type === 'caravan' },
    fields: [
      row(n('body_width'), n('body_length'), n('tare_weight')),
      row(t('axle_type'), n('sleeps'), n('aggregate_trailer_mass')),
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
