/**
 * Makes, models and variants (badges) sold in Australia, with engines, body types, dimensions and
 * approximate list prices. Pure data; generate-cars.ts draws stock from it. Prices are new RRPs in
 * today's dollars; used prices are depreciated from them.
 */
export type SimpleBody = 'Hatch' | 'Sedan' | 'SUV' | 'Ute' | 'Wagon'
export type SimpleFuel = 'Petrol' | 'Diesel' | 'Hybrid' | 'Electric'
export type SimpleDrive = 'FWD' | 'RWD' | 'AWD' | '4WD'
export type ColourFamily = 'white' | 'silver' | 'dark' | 'blue' | 'red'

export type Engine = {
  litres: number | null
  cylinders: number | null
  induction: 'Aspirated' | 'Turbo' | 'Twin Turbo' | 'Electric'
  fuel: SimpleFuel
  kw: number
  nm: number
  geartype: 'CVT' | 'Automatic' | 'Sports Automatic' | 'Dual Clutch' | 'Manual' | 'Reduction Gear'
  gears: number | null
  drive: SimpleDrive
  /** Combined L/100km; null for electric. */
  l100: number | null
}

/** `since`: first model year of this badge, when later than the model's (used stock never predates it). */
export type Variant = { badge: string; price: number; engine: Engine; seats?: number; since?: number }

export type Model = {
  make: string
  model: string
  body: SimpleBody
  bodyconfiguration: string
  doors: number
  seats: number
  /** First and last model year sold new. */
  years: [number, number]
  size: {
    length: number
    width: number
    height: number
    fuel: number | null
    gvm: number
    towing: number | null
    ancap: number | null
  }
  variants: Variant[]
}

export type Make = { name: string; wmi: string; colours: [string, ColourFamily][] }

const e = (
  litres: number | null,
  cylinders: number | null,
  induction: Engine['induction'],
  fuel: SimpleFuel,
  kw: number,
  nm: number,
  geartype: Engine['geartype'],
  gears: number | null,
  drive: SimpleDrive,
  l100: number | null,
): Engine => ({ litres, cylinders, induction, fuel, kw, nm, geartype, gears, drive, l100 })
const ev = (kw: number, nm: number, drive: SimpleDrive) =>
  e(null, null, 'Electric', 'Electric', kw, nm, 'Reduction Gear', 1, drive, null)
const v = (badge: string, price: number, engine: Engine, seats?: number, since?: number): Variant => ({
  badge,
  price,
  engine,
  ...(seats ? { seats } : {}),
  ...(since ? { since } : {}),
})
const size = (
  length: number,
  width: number,
  height: number,
  fuel: number | null,
  gvm: number,
  towing: number | null,
  ancap: number | null,
) => ({ length, width, height, fuel, gvm, towing, ancap })

export const MAKES: Record<string, Make> = {
  Toyota: {
    name: 'Toyota',
    wmi: 'JTN',
    colours: [
      ['Glacier White', 'white'],
      ['Frosted White', 'white'],
      ['Silver Pearl', 'silver'],
      ['Graphite', 'dark'],
      ['Eclipse Black', 'dark'],
      ['Saturn Blue', 'blue'],
      ['Feverish Red', 'red'],
    ],
  },
  Hyundai: {
    name: 'Hyundai',
    wmi: 'KMH',
    colours: [
      ['Polar White', 'white'],
      ['Shimmering Silver', 'silver'],
      ['Amazon Grey', 'dark'],
      ['Phantom Black', 'dark'],
      ['Intense Blue', 'blue'],
      ['Ultimate Red', 'red'],
    ],
  },
  Kia: {
    name: 'Kia',
    wmi: 'KNA',
    colours: [
      ['Clear White', 'white'],
      ['Snow White Pearl', 'white'],
      ['Steel Grey', 'silver'],
      ['Aurora Black', 'dark'],
      ['Gravity Blue', 'blue'],
      ['Runway Red', 'red'],
    ],
  },
  Mazda: {
    name: 'Mazda',
    wmi: 'JM0',
    colours: [
      ['Snowflake White Pearl', 'white'],
      ['Sonic Silver', 'silver'],
      ['Machine Grey', 'silver'],
      ['Jet Black', 'dark'],
      ['Deep Crystal Blue', 'blue'],
      ['Soul Red Crystal', 'red'],
    ],
  },
  Subaru: {
    name: 'Subaru',
    wmi: 'JF1',
    colours: [
      ['Crystal White', 'white'],
      ['Ice Silver', 'silver'],
      ['Magnetite Grey', 'dark'],
      ['Crystal Black Silica', 'dark'],
      ['Horizon Blue', 'blue'],
      ['Pure Red', 'red'],
    ],
  },
  Nissan: {
    name: 'Nissan',
    wmi: 'JN1',
    colours: [
      ['Ivory Pearl', 'white'],
      ['Brilliant Silver', 'silver'],
      ['Gun Metallic', 'dark'],
      ['Diamond Black', 'dark'],
      ['Caspian Blue', 'blue'],
      ['Burning Red', 'red'],
    ],
  },
  Ford: {
    name: 'Ford',
    wmi: 'MPB',
    colours: [
      ['Arctic White', 'white'],
      ['Aluminium', 'silver'],
      ['Meteor Grey', 'dark'],
      ['Shadow Black', 'dark'],
      ['Blue Lightning', 'blue'],
      ['True Red', 'red'],
    ],
  },
  MG: {
    name: 'MG',
    wmi: 'LSJ',
    colours: [
      ['Dover White', 'white'],
      ['Sterling Silver', 'silver'],
      ['Pebble Black', 'dark'],
      ['Regal Blue', 'blue'],
      ['Diamond Red', 'red'],
    ],
  },
  Tesla: {
    name: 'Tesla',
    wmi: 'LRW',
    colours: [
      ['Pearl White', 'white'],
      ['Quicksilver', 'silver'],
      ['Stealth Grey', 'dark'],
      ['Solid Black', 'dark'],
      ['Deep Blue Metallic', 'blue'],
      ['Ultra Red', 'red'],
    ],
  },
  Volkswagen: {
    name: 'Volkswagen',
    wmi: 'WVW',
    colours: [
      ['Pure White', 'white'],
      ['Reflex Silver', 'silver'],
      ['Deep Black Pearl', 'dark'],
      ['Atlantic Blue', 'blue'],
      ['Kings Red', 'red'],
    ],
  },
  Mitsubishi: {
    name: 'Mitsubishi',
    wmi: 'MMA',
    colours: [
      ['White Diamond', 'white'],
      ['Sterling Silver', 'silver'],
      ['Graphite Grey', 'dark'],
      ['Impulse Blue', 'blue'],
      ['Red Diamond', 'red'],
    ],
  },
  Isuzu: {
    name: 'Isuzu',
    wmi: 'MPA',
    colours: [
      ['Mineral White', 'white'],
      ['Mercury Silver', 'silver'],
      ['Obsidian Grey', 'dark'],
      ['Cobalt Blue', 'blue'],
      ['Red Spinel', 'red'],
    ],
  },
}

const corollaPetrol = e(2.0, 4, 'Aspirated', 'Petrol', 126, 202, 'CVT', null, 'FWD', 6.0)
const corollaHybrid = e(1.8, 4, 'Aspirated', 'Hybrid', 103, 142, 'CVT', null, 'FWD', 3.9)
const rav4Hybrid2wd = e(2.5, 4, 'Aspirated', 'Hybrid', 160, 221, 'CVT', null, 'FWD', 4.7)
const rav4HybridAwd = e(2.5, 4, 'Aspirated', 'Hybrid', 163, 221, 'CVT', null, 'AWD', 4.8)
const hilux28 = e(2.8, 4, 'Turbo', 'Diesel', 150, 500, 'Automatic', 6, '4WD', 8.4)
const lc300 = e(3.3, 6, 'Twin Turbo', 'Diesel', 227, 700, 'Automatic', 10, '4WD', 8.9)
const i30Petrol = e(2.0, 4, 'Aspirated', 'Petrol', 117, 192, 'CVT', null, 'FWD', 6.6)
const i30Turbo = e(1.6, 4, 'Turbo', 'Petrol', 150, 265, 'Dual Clutch', 7, 'FWD', 7.0)
const cerato = e(2.0, 4, 'Aspirated', 'Petrol', 112, 192, 'Automatic', 6, 'FWD', 7.4)
const mazda3G20 = e(2.0, 4, 'Aspirated', 'Petrol', 114, 200, 'Sports Automatic', 6, 'FWD', 6.2)
const mazda3G25 = e(2.5, 4, 'Aspirated', 'Petrol', 139, 252, 'Sports Automatic', 6, 'FWD', 6.6)
const bt50 = e(3.0, 4, 'Turbo', 'Diesel', 140, 450, 'Automatic', 6, '4WD', 8.0)
const navara = e(2.3, 4, 'Twin Turbo', 'Diesel', 140, 450, 'Automatic', 7, '4WD', 8.1)
const ranger20 = e(2.0, 4, 'Twin Turbo', 'Diesel', 154, 500, 'Automatic', 10, '4WD', 7.6)
const ranger30 = e(3.0, 6, 'Turbo', 'Diesel', 184, 600, 'Automatic', 10, '4WD', 8.4)
const forester = e(2.5, 4, 'Aspirated', 'Petrol', 136, 239, 'CVT', null, 'AWD', 7.4)
const outback = e(2.5, 4, 'Aspirated', 'Petrol', 138, 245, 'CVT', null, 'AWD', 7.3)

export const MODELS: Model[] = [
  {
    make: 'Toyota',
    model: 'Corolla',
    body: 'Hatch',
    bodyconfiguration: 'Hatchback',
    doors: 5,
    seats: 5,
    years: [2012, 2026],
    size: size(4375, 1790, 1435, 50, 1790, null, 5),
    variants: [
      v('Ascent Sport', 30990, corollaPetrol),
      v('Ascent Sport Hybrid', 33490, corollaHybrid, undefined, 2018),
      v('SX', 36990, corollaHybrid),
      v('ZR', 40490, corollaHybrid),
    ],
  },
  {
    make: 'Toyota',
    model: 'Corolla',
    body: 'Sedan',
    bodyconfiguration: 'Sedan',
    doors: 4,
    seats: 5,
    years: [2012, 2026],
    size: size(4630, 1780, 1435, 50, 1790, null, 5),
    variants: [v('Ascent Sport', 31990, corollaPetrol), v('SX', 37490, corollaHybrid), v('ZR', 41490, corollaHybrid)],
  },
  {
    make: 'Toyota',
    model: 'RAV4',
    body: 'SUV',
    bodyconfiguration: 'Wagon',
    doors: 5,
    seats: 5,
    years: [2013, 2026],
    size: size(4600, 1855, 1685, 55, 2135, 1500, 5),
    variants: [
      v('GX', 38990, e(2.0, 4, 'Aspirated', 'Petrol', 127, 203, 'CVT', null, 'FWD', 6.5)),
      v('GX Hybrid', 42490, rav4Hybrid2wd, undefined, 2019),
      v('GXL', 45990, rav4Hybrid2wd),
      v('XSE', 51990, rav4HybridAwd, undefined, 2022),
      v('Cruiser', 53990, rav4HybridAwd),
      v('Edge', 56990, e(2.5, 4, 'Aspirated', 'Petrol', 152, 243, 'Automatic', 8, 'AWD', 7.3), undefined, 2019),
    ],
  },
  {
    make: 'Toyota',
    model: 'HiLux',
    body: 'Ute',
    bodyconfiguration: 'Double Cab Pick Up',
    doors: 4,
    seats: 5,
    years: [2010, 2026],
    size: size(5325, 1900, 1815, 80, 3050, 3500, 5),
    variants: [
      v('Workmate', 36990, e(2.7, 4, 'Aspirated', 'Petrol', 122, 245, 'Automatic', 6, 'RWD', 10.7)),
      v('Workmate 4x4', 49990, e(2.4, 4, 'Turbo', 'Diesel', 110, 400, 'Manual', 6, '4WD', 7.9)),
      v('SR', 55990, hilux28),
      v('SR5', 62990, hilux28),
      v('Rogue', 73990, hilux28, undefined, 2018),
      v('Rugged X', 74990, hilux28, undefined, 2018),
    ],
  },
  {
    make: 'Toyota',
    model: 'LandCruiser 300',
    body: 'SUV',
    bodyconfiguration: 'Wagon',
    doors: 5,
    seats: 7,
    years: [2021, 2026],
    size: size(4985, 1980, 1950, 110, 3280, 3500, null),
    variants: [
      v('GX', 95990, lc300, 5),
      v('GXL', 107990, lc300),
      v('VX', 118990, lc300),
      v('Sahara', 137990, lc300),
      v('GR Sport', 145990, lc300, 5),
    ],
  },
  {
    make: 'Toyota',
    model: 'Prado',
    body: 'SUV',
    bodyconfiguration: 'Wagon',
    doors: 5,
    seats: 7,
    years: [2010, 2024],
    size: size(4825, 1885, 1845, 87, 2990, 3000, 5),
    variants: [v('GX', 61990, hilux28), v('GXL', 68990, hilux28), v('VX', 79990, hilux28), v('Kakadu', 88990, hilux28)],
  },
  {
    make: 'Hyundai',
    model: 'i30',
    body: 'Hatch',
    bodyconfiguration: 'Hatchback',
    doors: 5,
    seats: 5,
    years: [2012, 2026],
    size: size(4340, 1795, 1455, 50, 1820, 1300, 5),
    variants: [
      v('Active', 29990, i30Petrol),
      v('Elite', 33490, i30Petrol),
      v('N Line', 35990, i30Turbo),
      v('N Line Premium', 40490, i30Turbo, undefined, 2019),
    ],
  },
  {
    make: 'Hyundai',
    model: 'i30',
    body: 'Sedan',
    bodyconfiguration: 'Sedan',
    doors: 4,
    seats: 5,
    years: [2021, 2026],
    size: size(4710, 1825, 1420, 47, 1780, 1200, 5),
    variants: [
      v('Active', 29990, i30Petrol),
      v('Elite', 33990, i30Petrol),
      v('N Line Premium', 40990, i30Turbo, undefined, 2019),
    ],
  },
  {
    make: 'Hyundai',
    model: 'Tucson',
    body: 'SUV',
    bodyconfiguration: 'Wagon',
    doors: 5,
    seats: 5,
    years: [2015, 2026],
    size: size(4640, 1865, 1665, 54, 2250, 1650, 5),
    variants: [
      v('Active', 36990, e(2.0, 4, 'Aspirated', 'Petrol', 115, 192, 'Automatic', 6, 'FWD', 8.1)),
      v('Elite', 41490, e(2.0, 4, 'Aspirated', 'Petrol', 115, 192, 'Automatic', 6, 'FWD', 8.1)),
      v('Elite Diesel', 46490, e(2.0, 4, 'Turbo', 'Diesel', 137, 416, 'Automatic', 8, 'AWD', 6.3)),
      v('N Line', 52990, e(1.6, 4, 'Turbo', 'Hybrid', 172, 367, 'Automatic', 6, 'AWD', 5.5)),
      v('Highlander', 55990, e(1.6, 4, 'Turbo', 'Hybrid', 172, 367, 'Automatic', 6, 'AWD', 5.5), undefined, 2016),
    ],
  },
  {
    make: 'Hyundai',
    model: 'Santa Fe',
    body: 'SUV',
    bodyconfiguration: 'Wagon',
    doors: 5,
    seats: 7,
    years: [2012, 2026],
    size: size(4830, 1900, 1720, 67, 2610, 2000, 5),
    variants: [
      v('Active', 57990, e(2.5, 4, 'Turbo', 'Petrol', 206, 422, 'Dual Clutch', 8, 'AWD', 9.3)),
      v('Elite', 62990, e(1.6, 4, 'Turbo', 'Hybrid', 172, 367, 'Automatic', 6, 'AWD', 6.1)),
      v('Calligraphy', 72990, e(2.5, 4, 'Turbo', 'Petrol', 206, 422, 'Dual Clutch', 8, 'AWD', 9.3)),
    ],
  },
  {
    make: 'Hyundai',
    model: 'Kona',
    body: 'SUV',
    bodyconfiguration: 'Wagon',
    doors: 5,
    seats: 5,
    years: [2017, 2026],
    size: size(4350, 1825, 1580, 47, 1850, 1300, 5),
    variants: [
      v('Active', 33990, e(2.0, 4, 'Aspirated', 'Petrol', 110, 180, 'CVT', null, 'FWD', 6.6)),
      v('Premium', 40490, e(2.0, 4, 'Aspirated', 'Petrol', 110, 180, 'CVT', null, 'FWD', 6.6)),
      v('N Line', 43990, e(1.6, 4, 'Turbo', 'Petrol', 146, 265, 'Automatic', 8, 'AWD', 7.0)),
    ],
  },
  {
    make: 'Hyundai',
    model: 'Kona Electric',
    body: 'SUV',
    bodyconfiguration: 'Wagon',
    doors: 5,
    seats: 5,
    years: [2019, 2026],
    size: size(4355, 1825, 1575, null, 2130, 750, 5),
    variants: [
      v('Standard Range', 54500, ev(99, 255, 'FWD')),
      v('Extended Range', 59000, ev(160, 255, 'FWD')),
      v('Premium', 64000, ev(160, 255, 'FWD')),
    ],
  },
  {
    make: 'Hyundai',
    model: 'IONIQ 5',
    body: 'SUV',
    bodyconfiguration: 'Wagon',
    doors: 5,
    seats: 5,
    years: [2021, 2026],
    size: size(4635, 1890, 1605, null, 2480, 1600, 5),
    variants: [
      v('Dynamiq', 69990, ev(168, 350, 'RWD')),
      v('Techniq', 74990, ev(168, 350, 'RWD')),
      v('Epiq', 79990, ev(239, 605, 'AWD')),
    ],
  },
  {
    make: 'Kia',
    model: 'Cerato',
    body: 'Hatch',
    bodyconfiguration: 'Hatchback',
    doors: 5,
    seats: 5,
    years: [2013, 2025],
    size: size(4510, 1800, 1440, 50, 1780, 1100, 5),
    variants: [v('S', 26990, cerato), v('Sport', 29990, cerato), v('Sport+', 32990, cerato), v('GT', 39990, i30Turbo)],
  },
  {
    make: 'Kia',
    model: 'Cerato',
    body: 'Sedan',
    bodyconfiguration: 'Sedan',
    doors: 4,
    seats: 5,
    years: [2013, 2025],
    size: size(4640, 1800, 1440, 50, 1780, 1100, 5),
    variants: [v('S', 26990, cerato), v('Sport', 29990, cerato), v('Sport+', 32990, cerato), v('GT', 39990, i30Turbo)],
  },
  {
    make: 'Kia',
    model: 'K4',
    body: 'Sedan',
    bodyconfiguration: 'Sedan',
    doors: 4,
    seats: 5,
    years: [2025, 2026],
    size: size(4710, 1850, 1420, 50, 1800, 1100, 5),
    variants: [v('S', 30990, cerato), v('Sport', 33990, cerato), v('GT-Line', 41990, i30Turbo)],
  },
  {
    make: 'Kia',
    model: 'Sportage',
    body: 'SUV',
    bodyconfiguration: 'Wagon',
    doors: 5,
    seats: 5,
    years: [2012, 2026],
    size: size(4660, 1865, 1665, 54, 2250, 1650, 5),
    variants: [
      v('S', 36690, e(2.0, 4, 'Aspirated', 'Petrol', 115, 192, 'Automatic', 6, 'FWD', 8.1)),
      v('SX', 39690, e(2.0, 4, 'Aspirated', 'Petrol', 115, 192, 'Automatic', 6, 'FWD', 8.1)),
      v('SX+', 49590, e(2.0, 4, 'Turbo', 'Diesel', 137, 416, 'Automatic', 8, 'AWD', 6.3)),
      v('GT-Line', 55990, e(1.6, 4, 'Turbo', 'Hybrid', 169, 350, 'Automatic', 6, 'FWD', 5.3)),
    ],
  },
  {
    make: 'Kia',
    model: 'Sorento',
    body: 'SUV',
    bodyconfiguration: 'Wagon',
    doors: 5,
    seats: 7,
    years: [2012, 2026],
    size: size(4815, 1900, 1700, 67, 2600, 2000, 5),
    variants: [
      v('S', 50990, e(3.5, 6, 'Aspirated', 'Petrol', 200, 332, 'Automatic', 8, 'FWD', 9.7)),
      v('Sport', 57290, e(2.2, 4, 'Turbo', 'Diesel', 148, 440, 'Dual Clutch', 8, 'AWD', 6.1)),
      v('Sport+', 61590, e(2.2, 4, 'Turbo', 'Diesel', 148, 440, 'Dual Clutch', 8, 'AWD', 6.1)),
      v('GT-Line', 72990, e(1.6, 4, 'Turbo', 'Hybrid', 169, 350, 'Automatic', 6, 'AWD', 5.6)),
    ],
  },
  {
    make: 'Kia',
    model: 'EV6',
    body: 'SUV',
    bodyconfiguration: 'Wagon',
    doors: 5,
    seats: 5,
    years: [2022, 2026],
    size: size(4695, 1890, 1550, null, 2480, 1600, 5),
    variants: [
      v('Air', 72590, ev(168, 350, 'RWD')),
      v('GT-Line', 79590, ev(168, 350, 'RWD')),
      v('GT-Line AWD', 87590, ev(239, 605, 'AWD'), undefined, 2022),
      v('GT', 99990, ev(430, 740, 'AWD')),
    ],
  },
  {
    make: 'Mazda',
    model: 'CX-5',
    body: 'SUV',
    bodyconfiguration: 'Wagon',
    doors: 5,
    seats: 5,
    years: [2012, 2026],
    size: size(4575, 1845, 1680, 58, 2143, 1800, 5),
    variants: [
      v('Maxx', 36390, e(2.0, 4, 'Aspirated', 'Petrol', 115, 200, 'Sports Automatic', 6, 'FWD', 6.9)),
      v('Maxx Sport', 44690, e(2.5, 4, 'Aspirated', 'Petrol', 140, 252, 'Sports Automatic', 6, 'AWD', 7.4)),
      v('Touring', 47990, e(2.5, 4, 'Aspirated', 'Petrol', 140, 252, 'Sports Automatic', 6, 'AWD', 7.4)),
      v('GT SP', 53490, e(2.5, 4, 'Turbo', 'Petrol', 170, 420, 'Sports Automatic', 6, 'AWD', 8.2)),
      v('Akera', 57490, e(2.5, 4, 'Turbo', 'Petrol', 170, 420, 'Sports Automatic', 6, 'AWD', 8.2)),
    ],
  },
  {
    make: 'Mazda',
    model: 'Mazda3',
    body: 'Hatch',
    bodyconfiguration: 'Hatchback',
    doors: 5,
    seats: 5,
    years: [2010, 2026],
    size: size(4460, 1795, 1435, 51, 1850, 1200, 5),
    variants: [
      v('G20 Pure', 32190, mazda3G20),
      v('G20 Pure Manual', 30190, e(2.0, 4, 'Aspirated', 'Petrol', 114, 200, 'Manual', 6, 'FWD', 6.0)),
      v('G20 Evolve', 34290, mazda3G20),
      v('G25 GT', 38090, mazda3G25),
      v('G25 Astina', 42190, mazda3G25),
    ],
  },
  {
    make: 'Mazda',
    model: 'Mazda3',
    body: 'Sedan',
    bodyconfiguration: 'Sedan',
    doors: 4,
    seats: 5,
    years: [2010, 2026],
    size: size(4660, 1795, 1440, 51, 1850, 1200, 5),
    variants: [v('G20 Evolve', 34790, mazda3G20), v('G25 GT', 38590, mazda3G25), v('G25 Astina', 42690, mazda3G25)],
  },
  {
    make: 'Mazda',
    model: 'BT-50',
    body: 'Ute',
    bodyconfiguration: 'Double Cab Pick Up',
    doors: 4,
    seats: 5,
    years: [2011, 2026],
    size: size(5280, 1870, 1810, 76, 3100, 3500, 5),
    variants: [
      v('XS', 41990, e(1.9, 4, 'Turbo', 'Diesel', 110, 350, 'Automatic', 6, 'RWD', 7.7)),
      v('XT', 54990, bt50),
      v('XT Manual', 52990, e(3.0, 4, 'Turbo', 'Diesel', 140, 450, 'Manual', 6, '4WD', 7.9)),
      v('GT', 61990, bt50),
      v('SP', 64990, bt50),
      v('Thunder', 71990, bt50, undefined, 2022),
    ],
  },
  {
    make: 'Subaru',
    model: 'Forester',
    body: 'SUV',
    bodyconfiguration: 'Wagon',
    doors: 5,
    seats: 5,
    years: [2012, 2026],
    size: size(4655, 1830, 1730, 63, 2110, 1800, 5),
    variants: [
      v('2.5i', 38990, forester),
      v('2.5i-L', 41990, forester),
      v('2.5i Premium', 44190, forester),
      v('2.5i-S', 48190, forester),
      v('Hybrid L', 45290, e(2.0, 4, 'Aspirated', 'Hybrid', 110, 196, 'CVT', null, 'AWD', 6.7), undefined, 2020),
    ],
  },
  {
    make: 'Subaru',
    model: 'Outback',
    body: 'Wagon',
    bodyconfiguration: 'Wagon',
    doors: 5,
    seats: 5,
    years: [2010, 2026],
    size: size(4870, 1875, 1675, 63, 2200, 2000, 5),
    variants: [
      v('AWD', 44990, outback),
      v('AWD Sport', 48990, outback),
      v('AWD Touring', 52990, outback),
      v('AWD Touring XT', 57990, e(2.4, 4, 'Turbo', 'Petrol', 183, 350, 'CVT', null, 'AWD', 7.6), undefined, 2021),
    ],
  },
  {
    make: 'Subaru',
    model: 'XV',
    body: 'SUV',
    bodyconfiguration: 'Hatchback',
    doors: 5,
    seats: 5,
    years: [2012, 2023],
    size: size(4485, 1800, 1615, 63, 1940, 1200, 5),
    variants: [
      v('2.0i', 31990, e(2.0, 4, 'Aspirated', 'Petrol', 115, 196, 'CVT', null, 'AWD', 7.0)),
      v('2.0i-L', 34490, e(2.0, 4, 'Aspirated', 'Petrol', 115, 196, 'CVT', null, 'AWD', 7.0)),
      v('2.0i Premium', 36490, e(2.0, 4, 'Aspirated', 'Petrol', 115, 196, 'CVT', null, 'AWD', 7.0)),
      v('Hybrid S', 42490, e(2.0, 4, 'Aspirated', 'Hybrid', 110, 196, 'CVT', null, 'AWD', 6.5), undefined, 2021),
    ],
  },
  {
    make: 'Subaru',
    model: 'Crosstrek',
    body: 'SUV',
    bodyconfiguration: 'Hatchback',
    doors: 5,
    seats: 5,
    years: [2023, 2026],
    size: size(4495, 1800, 1600, 63, 1980, 1270, 5),
    variants: [
      v('2.0R', 36490, e(2.0, 4, 'Aspirated', 'Petrol', 115, 196, 'CVT', null, 'AWD', 7.2)),
      v('2.0S', 41490, e(2.0, 4, 'Aspirated', 'Petrol', 115, 196, 'CVT', null, 'AWD', 7.2)),
      v('Hybrid S', 46690, e(2.0, 4, 'Aspirated', 'Hybrid', 110, 196, 'CVT', null, 'AWD', 6.5), undefined, 2021),
    ],
  },
  {
    make: 'Subaru',
    model: 'WRX',
    body: 'Sedan',
    bodyconfiguration: 'Sedan',
    doors: 4,
    seats: 5,
    years: [2014, 2026],
    size: size(4670, 1825, 1465, 63, 2020, null, null),
    variants: [
      v('AWD', 44990, e(2.4, 4, 'Turbo', 'Petrol', 202, 350, 'Manual', 6, 'AWD', 9.9)),
      v('RS', 51990, e(2.4, 4, 'Turbo', 'Petrol', 202, 350, 'CVT', null, 'AWD', 8.5)),
      v('tS', 55990, e(2.4, 4, 'Turbo', 'Petrol', 202, 350, 'CVT', null, 'AWD', 8.5)),
    ],
  },
  {
    make: 'Nissan',
    model: 'Navara',
    body: 'Ute',
    bodyconfiguration: 'Double Cab Pick Up',
    doors: 4,
    seats: 5,
    years: [2012, 2026],
    size: size(5255, 1850, 1840, 80, 2910, 3500, 5),
    variants: [
      v('SL', 48990, navara),
      v('SL Manual', 46990, e(2.3, 4, 'Twin Turbo', 'Diesel', 140, 450, 'Manual', 6, '4WD', 7.0)),
      v('ST', 55490, navara),
      v('ST-X', 61990, navara),
      v('PRO-4X', 64990, navara, undefined, 2021),
    ],
  },
  {
    make: 'Nissan',
    model: 'X-Trail',
    body: 'SUV',
    bodyconfiguration: 'Wagon',
    doors: 5,
    seats: 5,
    years: [2012, 2026],
    size: size(4680, 1840, 1725, 55, 2260, 2000, 5),
    variants: [
      v('ST', 37990, e(2.5, 4, 'Aspirated', 'Petrol', 135, 244, 'CVT', null, 'FWD', 7.4)),
      v('ST-L', 46190, e(2.5, 4, 'Aspirated', 'Petrol', 135, 244, 'CVT', null, 'AWD', 7.8), 7),
      v('Ti', 52990, e(2.5, 4, 'Aspirated', 'Petrol', 135, 244, 'CVT', null, 'AWD', 7.8)),
      v(
        'Ti-L e-POWER',
        60990,
        e(1.5, 3, 'Turbo', 'Hybrid', 157, 330, 'Reduction Gear', 1, 'AWD', 6.1),
        undefined,
        2023,
      ),
    ],
  },
  {
    make: 'Nissan',
    model: 'Patrol',
    body: 'SUV',
    bodyconfiguration: 'Wagon',
    doors: 5,
    seats: 8,
    years: [2013, 2026],
    size: size(5175, 1995, 1940, 140, 3500, 3500, null),
    variants: [
      v('Ti', 87990, e(5.6, 8, 'Aspirated', 'Petrol', 298, 560, 'Automatic', 7, '4WD', 14.4)),
      v('Warrior', 96990, e(5.6, 8, 'Aspirated', 'Petrol', 298, 560, 'Automatic', 7, '4WD', 14.4), 7, 2022),
      v('Ti-L', 101990, e(5.6, 8, 'Aspirated', 'Petrol', 298, 560, 'Automatic', 7, '4WD', 14.4), 7),
    ],
  },
  {
    make: 'Ford',
    model: 'Ranger',
    body: 'Ute',
    bodyconfiguration: 'Double Cab Pick Up',
    doors: 4,
    seats: 5,
    years: [2012, 2026],
    size: size(5370, 1918, 1884, 80, 3280, 3500, 5),
    variants: [
      v('XL', 52990, ranger20),
      v('XLS', 54990, ranger20),
      v('XLT', 61990, ranger20),
      v('Sport', 66990, ranger30),
      v('Wildtrak', 73990, ranger30),
      v('Raptor', 88990, e(3.0, 6, 'Twin Turbo', 'Petrol', 292, 583, 'Automatic', 10, '4WD', 12.5), undefined, 2018),
    ],
  },
  {
    make: 'MG',
    model: 'MG3',
    body: 'Hatch',
    bodyconfiguration: 'Hatchback',
    doors: 5,
    seats: 5,
    years: [2016, 2026],
    size: size(4113, 1734, 1502, 36, 1540, null, 3),
    variants: [
      v('Core', 19990, e(1.5, 4, 'Aspirated', 'Petrol', 82, 150, 'CVT', null, 'FWD', 6.7)),
      v('Vibe', 22990, e(1.5, 4, 'Aspirated', 'Petrol', 82, 150, 'CVT', null, 'FWD', 6.7)),
      v(
        'Excite Hybrid+',
        28990,
        e(1.5, 4, 'Aspirated', 'Hybrid', 155, 425, 'Automatic', 3, 'FWD', 4.3),
        undefined,
        2024,
      ),
    ],
  },
  {
    make: 'MG',
    model: 'ZS',
    body: 'SUV',
    bodyconfiguration: 'Wagon',
    doors: 5,
    seats: 5,
    years: [2017, 2026],
    size: size(4323, 1809, 1653, 48, 1700, 500, 3),
    variants: [
      v('Vibe', 25990, e(1.5, 4, 'Aspirated', 'Petrol', 84, 150, 'CVT', null, 'FWD', 6.9)),
      v('Excite', 27990, e(1.5, 4, 'Aspirated', 'Petrol', 84, 150, 'CVT', null, 'FWD', 6.9)),
      v('Essence', 31490, e(1.3, 3, 'Turbo', 'Petrol', 115, 230, 'Automatic', 6, 'FWD', 6.7)),
      v('EV Excite', 44990, ev(130, 280, 'FWD'), undefined, 2021),
    ],
  },
  {
    make: 'Tesla',
    model: 'Model 3',
    body: 'Sedan',
    bodyconfiguration: 'Sedan',
    doors: 4,
    seats: 5,
    years: [2019, 2026],
    size: size(4720, 1849, 1441, null, 2135, 1000, 5),
    variants: [
      v('RWD', 54990, ev(208, 420, 'RWD')),
      v('Long Range', 63900, ev(366, 493, 'AWD')),
      v('Performance', 79900, ev(460, 741, 'AWD')),
    ],
  },
  {
    make: 'Tesla',
    model: 'Model Y',
    body: 'SUV',
    bodyconfiguration: 'Wagon',
    doors: 5,
    seats: 5,
    years: [2022, 2026],
    size: size(4750, 1921, 1624, null, 2440, 1600, 5),
    variants: [
      v('RWD', 58900, ev(220, 420, 'RWD')),
      v('Long Range', 68900, ev(378, 493, 'AWD')),
      v('Performance', 82900, ev(393, 660, 'AWD')),
    ],
  },
  {
    make: 'Volkswagen',
    model: 'Golf',
    body: 'Hatch',
    bodyconfiguration: 'Hatchback',
    doors: 5,
    seats: 5,
    years: [2010, 2024],
    size: size(4284, 1789, 1456, 50, 1820, 1500, 5),
    variants: [
      v('110TSI Life', 36990, e(1.4, 4, 'Turbo', 'Petrol', 110, 250, 'Automatic', 8, 'FWD', 5.8), undefined, 2021),
      v('GTI', 53990, e(2.0, 4, 'Turbo', 'Petrol', 180, 370, 'Dual Clutch', 7, 'FWD', 7.0)),
    ],
  },
  {
    make: 'Mitsubishi',
    model: 'Triton',
    body: 'Ute',
    bodyconfiguration: 'Double Cab Pick Up',
    doors: 4,
    seats: 5,
    years: [2010, 2026],
    size: size(5305, 1815, 1795, 75, 2900, 3100, 5),
    variants: [
      v('GLX', 44990, e(2.4, 4, 'Turbo', 'Diesel', 133, 430, 'Automatic', 6, '4WD', 8.6)),
      v('GLS', 51990, e(2.4, 4, 'Turbo', 'Diesel', 133, 430, 'Automatic', 6, '4WD', 8.6)),
      v('GSR', 58990, e(2.4, 4, 'Turbo', 'Diesel', 133, 430, 'Automatic', 6, '4WD', 8.6)),
    ],
  },
  {
    make: 'Isuzu',
    model: 'D-Max',
    body: 'Ute',
    bodyconfiguration: 'Double Cab Pick Up',
    doors: 4,
    seats: 5,
    years: [2012, 2026],
    size: size(5265, 1870, 1790, 76, 3100, 3500, 5),
    variants: [
      v('SX', 47900, e(3.0, 4, 'Turbo', 'Diesel', 140, 450, 'Automatic', 6, '4WD', 8.0)),
      v('LS-U', 58900, e(3.0, 4, 'Turbo', 'Diesel', 140, 450, 'Automatic', 6, '4WD', 8.0)),
      v('X-Terrain', 69900, e(3.0, 4, 'Turbo', 'Diesel', 140, 450, 'Automatic', 6, '4WD', 8.0)),
    ],
  },
]

export const modelsOf = (make: string) => MODELS.filter((m) => m.make === make)
