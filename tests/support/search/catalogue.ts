/** Vocabulary for generated stock: Australian-market makes and models, bodies, features. */
export const MAKES: Record<string, string[]> = {
  Toyota: ['Corolla', 'Camry', 'RAV4', 'HiLux', 'LandCruiser', 'Prado', 'Kluger', 'Yaris'],
  Hyundai: ['i30', 'Tucson', 'Kona', 'Santa Fe', 'Venue', 'Palisade'],
  Mazda: ['Mazda3', 'CX-5', 'CX-3', 'BT-50', 'CX-9', 'MX-5'],
  Ford: ['Ranger', 'Everest', 'Puma', 'Mustang', 'Transit'],
  Kia: ['Sportage', 'Cerato', 'Seltos', 'Sorento', 'Carnival', 'Picanto'],
  Mitsubishi: ['Triton', 'Outlander', 'ASX', 'Pajero Sport', 'Eclipse Cross'],
  Nissan: ['Navara', 'X-Trail', 'Qashqai', 'Patrol', 'Juke'],
  Volkswagen: ['Golf', 'Tiguan', 'Amarok', 'Polo', 'T-Roc'],
  Subaru: ['Forester', 'Outback', 'XV', 'WRX', 'Impreza'],
  Isuzu: ['D-Max', 'MU-X'],
  MG: ['MG3', 'ZS', 'HS', 'MG4'],
  Tesla: ['Model 3', 'Model Y'],
  BYD: ['Atto 3', 'Seal', 'Dolphin'],
  Suzuki: ['Swift', 'Vitara', 'Jimny'],
  Honda: ['CR-V', 'Civic', 'HR-V', 'Jazz'],
  'Mercedes-Benz': ['C-Class', 'GLC', 'A-Class', 'Sprinter'],
  BMW: ['X3', '3 Series', 'X5'],
  'Land Rover': ['Defender', 'Discovery', 'Range Rover Evoque'],
}

export const BADGES = ['GX', 'GXL', 'Ascent Sport', 'SR5', 'Active', 'Elite', 'Highlander', 'Sport', 'Limited', 'Titanium', 'Wildtrak', 'XLT', 'Premium', 'Touring', 'GT', 'Base']
export const BODIES = ['Sedan', 'Hatch', 'SUV', 'Ute', 'Wagon', 'Van', 'Coupe', 'Convertible', 'Cab Chassis']
export const FUELS = ['Petrol', 'Diesel', 'Hybrid', 'Electric', 'Plug-in Hybrid']
export const TRANSMISSIONS = ['Automatic', 'Manual']
export const DRIVES = ['FWD', 'RWD', 'AWD', '4WD']
export const COLOURS = ['White', 'Black', 'Silver', 'Grey', 'Blue', 'Red', 'Green', 'Orange', 'Brown', 'Pearl White']
export const SEATS = [2, 4, 5, 5, 5, 7, 8]
export const TAGS = ['Test Drive Only', 'Runout Sale', 'Ex-Demo', 'Just Arrived']
export const FEATURES = [
  'Apple CarPlay', 'Android Auto', 'Reversing Camera', '360 Camera', 'Adaptive Cruise Control', 'Blind Spot Monitor',
  'Lane Keep Assist', 'Heated Seats', 'Leather Seats', 'Sunroof', 'Panoramic Roof', 'Tow Bar', 'Roof Racks',
  'Bluetooth', 'Satellite Navigation', 'Keyless Entry', 'Push Button Start', 'Wireless Charging', 'Alloy Wheels',
  'LED Headlights', 'Power Tailgate', 'Parking Sensors', 'Head-Up Display', 'Dual-Zone Climate', 'Bull Bar',
  'Snorkel', 'Rear Diff Lock', 'Third Row Seats', 'Premium Audio', 'Digital Dash',
]
export const PLACES: [city: string, state: string][] = [
  ['Sydney', 'nsw'], ['Parramatta', 'nsw'], ['Newcastle', 'nsw'], ['Melbourne', 'vic'], ['Geelong', 'vic'],
  ['Brisbane', 'qld'], ['Gold Coast', 'qld'], ['Toowoomba', 'qld'], ['Adelaide', 'sa'], ['Perth', 'wa'], ['Hobart', 'tas'],
  ['Canberra', 'act'], ['Darwin', 'nt'],
]
