/**
 * Caravans (item_type 'caravan'): Australian-built makes with their specifications group
 * (stock §3). Lengths and widths in millimetres, masses in kilograms.
 */
export type CaravanSpec = {
  body_length: number
  body_width: number
  tare_weight: number
  aggregate_trailer_mass: number
  axle_type: 'Single' | 'Tandem'
  sleeps: number
}

export type CaravanModel = {
  make: string
  model: string
  /** Australian-built trailers carry a VIN starting with 6. */
  wmi: string
  years: [number, number]
  colours: string[]
  variants: { badge: string; price: number; spec: CaravanSpec }[]
}

const spec = (
  body_length: number,
  body_width: number,
  tare_weight: number,
  aggregate_trailer_mass: number,
  axle_type: CaravanSpec['axle_type'],
  sleeps: number,
): CaravanSpec => ({ body_length, body_width, tare_weight, aggregate_trailer_mass, axle_type, sleeps })

export const CARAVANS: CaravanModel[] = [
  {
    make: 'Jayco',
    model: 'Journey',
    wmi: '6H8',
    years: [2014, 2026],
    colours: ['White', 'White with Silver Stripe'],
    variants: [
      { badge: '19.61-3 Outback', price: 79990, spec: spec(6950, 2420, 2310, 2890, 'Tandem', 2) },
      { badge: '21.66-3 Outback', price: 86990, spec: spec(7560, 2420, 2480, 3080, 'Tandem', 4) },
    ],
  },
  {
    make: 'Jayco',
    model: 'Crossover',
    wmi: '6H8',
    years: [2019, 2026],
    colours: ['White', 'Charcoal'],
    variants: [
      { badge: 'CRS 17.55-1', price: 54990, spec: spec(5920, 2290, 1640, 2090, 'Single', 3) },
      { badge: 'CRS 19.61-2', price: 61990, spec: spec(6550, 2290, 1900, 2400, 'Tandem', 2) },
    ],
  },
  {
    make: 'Lotus',
    model: 'Trooper',
    wmi: '6K9',
    years: [2015, 2026],
    colours: ['Silver Composite', 'Charcoal'],
    variants: [
      { badge: '19\'6" Off-Road', price: 104990, spec: spec(7100, 2480, 2650, 3500, 'Tandem', 2) },
      { badge: '21\'6" Family', price: 112990, spec: spec(7800, 2480, 2890, 3500, 'Tandem', 5) },
    ],
  },
  {
    make: 'Lotus',
    model: 'Freelander',
    wmi: '6K9',
    years: [2016, 2026],
    colours: ['White', 'Silver Composite'],
    variants: [{ badge: '18\'6" Touring', price: 89990, spec: spec(6800, 2450, 2380, 3000, 'Tandem', 2) }],
  },
  {
    make: 'Supreme',
    model: 'Getaway',
    wmi: '6F9',
    years: [2013, 2026],
    colours: ['White'],
    variants: [{ badge: "17' Single Axle", price: 58990, spec: spec(6200, 2350, 1750, 2250, 'Single', 2) }],
  },
  {
    make: 'Supreme',
    model: 'Spirit',
    wmi: '6F9',
    years: [2013, 2026],
    colours: ['White', 'White with Silver Stripe'],
    variants: [{ badge: "21' Family Bunk", price: 72990, spec: spec(7600, 2450, 2420, 3000, 'Tandem', 6) }],
  },
  {
    make: 'Supreme',
    model: 'Territory',
    wmi: '6F9',
    years: [2016, 2026],
    colours: ['Silver Composite', 'White'],
    variants: [{ badge: '20\'6" Off-Road', price: 84990, spec: spec(7400, 2450, 2600, 3300, 'Tandem', 2) }],
  },
]
