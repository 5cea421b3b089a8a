/**
 * The spec fields of a car (simple_* facets, detailed drive and fuel, the catalogue `variant`
 * group) and of a caravan (the `specifications` group), from the catalogue. Pure.
 */
import type { CaravanSpec } from './caravans'
import type { Engine, Model, SimpleDrive, Variant } from './catalogue'

const DRIVE: Record<SimpleDrive, string> = {
  FWD: 'Front Wheel Drive',
  RWD: 'Rear Wheel Drive',
  AWD: 'All Wheel Drive',
  '4WD': 'Four Wheel Drive',
}

const fuelName = (e: Engine) =>
  e.fuel === 'Petrol'
    ? e.induction === 'Aspirated'
      ? 'Unleaded Petrol'
      : 'Premium Unleaded Petrol'
    : e.fuel === 'Hybrid'
      ? 'Hybrid (Petrol/Electric)'
      : e.fuel

const NO_CARAVAN_SPECS = {
  body_width: null,
  body_length: null,
  tare_weight: null,
  axle_type: null,
  sleeps: null,
  aggregate_trailer_mass: null,
}

export function specsOf(m: Model, v: Variant) {
  const e = v.engine
  const cc = e.litres === null ? null : Math.round(e.litres * 1000)
  return {
    simple_body: m.body,
    simple_transmission: e.geartype === 'Manual' ? 'Manual' : 'Automatic',
    simple_fuel: e.fuel,
    simple_drive: e.drive,
    drive: DRIVE[e.drive],
    fuel: fuelName(e),
    seats: v.seats ?? m.seats,
    doors: m.doors,
    engine_size: cc,
    engine_size_litres: e.litres,
    gearnum: e.gears,
    bodyconfiguration: m.bodyconfiguration,
    variant: {
      cylinders: e.cylinders,
      enginesize: cc,
      enginesize_litres: e.litres,
      induction: e.induction,
      fuelconsumptioncombined: e.l100,
      fuelcapacity: m.size.fuel,
      grossvehiclemass: m.size.gvm,
      towingcapacitybraked: m.size.towing,
      vehiclelength: m.size.length,
      vehicleheight: m.size.height,
      vehiclewidth: m.size.width,
      torque: `${e.nm}Nm`,
      bodyconfiguration: m.bodyconfiguration,
      ancaprating: m.size.ancap,
      geartype: e.geartype,
    },
    specifications: NO_CARAVAN_SPECS,
  }
}

export function caravanSpecsOf(spec: CaravanSpec) {
  return {
    simple_body: 'Caravan',
    simple_transmission: null,
    simple_fuel: null,
    simple_drive: null,
    drive: null,
    fuel: null,
    seats: null,
    doors: null,
    engine_size: null,
    engine_size_litres: null,
    gearnum: null,
    bodyconfiguration: 'Caravan',
    variant: {},
    specifications: { ...spec },
  }
}
