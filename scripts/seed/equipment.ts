/**
 * Standard equipment (the car's `standardEquipment` feature list) by trim level and kind of vehicle.
 * Lists run from 6 to 20 items, so some exceed the 8 shown first on the vehicle page (stock §9).
 */
import type { Rng } from './random'

const CORE = [
  'Reversing camera',
  'Bluetooth connectivity',
  'Apple CarPlay',
  'Android Auto',
  'Autonomous emergency braking',
  'Lane keep assist',
  'Cruise control',
  'Air conditioning',
  'Six airbags',
  'Electric power steering',
]
const MID = [
  'Adaptive cruise control',
  'Blind spot monitoring',
  'Rear cross traffic alert',
  'Dual-zone climate control',
  'Keyless entry',
  'Push button start',
  'Satellite navigation',
  'Digital radio (DAB+)',
  'LED headlights',
  'Alloy wheels',
  'Rear parking sensors',
  'Front parking sensors',
  'Rain-sensing wipers',
  'Auto-dimming rear-view mirror',
]
const PREMIUM = [
  'Leather-accented seats',
  'Heated front seats',
  'Ventilated front seats',
  'Power driver seat',
  'Wireless phone charger',
  'Head-up display',
  '360-degree camera',
  'Panoramic sunroof',
  'Power tailgate',
  'Premium audio',
  'Ambient lighting',
  'Heated steering wheel',
]
const OFF_ROAD = [
  'Tow bar',
  'Rear diff lock',
  'Hill descent control',
  'Tub liner',
  'Side steps',
  'Snorkel',
  'Bull bar',
  'Roof racks',
  'Under-body protection',
]
const ELECTRIC = [
  'Vehicle-to-load (V2L)',
  'DC fast charging',
  'Heat pump',
  'Regenerative braking paddles',
  'Type 2 charging cable',
]
const CARAVAN = [
  'Solar panels (2 x 170W)',
  '200Ah lithium battery',
  'Ensuite with shower and toilet',
  'Queen bed',
  'Front-load washing machine',
  'External slide-out kitchen',
  'Diesel heater',
  'Roll-out awning',
  'Grey water tank',
  'Reversing camera',
  'Independent suspension',
  'Gas and electric hot water',
  'Three-way fridge',
  'Smart TV',
  'Reverse-cycle air conditioner',
  'Bluetooth sound system',
]

export type EquipmentKind = { trim: number; offRoad: boolean; electric: boolean; caravan: boolean }

/** trim: 0 for the base badge up to 1 for the top badge. */
export function standardEquipment(rng: Rng, kind: EquipmentKind): string[] {
  if (kind.caravan) return rng.sample(CARAVAN, rng.int(6, 16))
  const target = Math.min(20, Math.max(6, Math.round(6 + kind.trim * 12 + rng.int(-1, 3))))
  const pool = [
    ...rng.sample(CORE, rng.int(5, 8)),
    ...(kind.electric ? rng.sample(ELECTRIC, rng.int(2, 4)) : []),
    ...(kind.offRoad ? rng.sample(OFF_ROAD, rng.int(2, 5)) : []),
    ...rng.sample(MID, Math.round(kind.trim * 10) + rng.int(1, 3)),
    ...rng.sample(PREMIUM, Math.round(kind.trim * kind.trim * 9)),
  ]
  return [...new Set(pool)].slice(0, target)
}
