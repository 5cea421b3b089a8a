/**
 * The car fields a stock file may carry, in the spec's names (stock §3 Car), with the column names
 * dealer systems commonly use for them. A dealership's saved mapping (dealerships.import_mapping)
 * names its own columns for any of these; columns not mapped fall back to these aliases.
 */
export type ImportFieldKind = 'text' | 'number' | 'integer' | 'car_type' | 'status' | 'list' | 'urls' | 'boolean'

export type ImportField = { key: string; label: string; kind: ImportFieldKind; aliases: readonly string[] }

export const IMPORT_FIELDS = [
  {
    key: 'stocknum',
    label: 'Stock number',
    kind: 'text',
    aliases: ['stocknum', 'stock_number', 'stock no', 'stock', 'stockno'],
  },
  {
    key: 'dealership',
    label: 'Dealership',
    kind: 'text',
    aliases: ['dealership', 'dealership_slug', 'dealer', 'yard'],
  },
  { key: 'name', label: 'Name', kind: 'text', aliases: ['name', 'title', 'heading'] },
  { key: 'year', label: 'Year', kind: 'integer', aliases: ['year', 'build_year', 'model_year'] },
  { key: 'make', label: 'Make', kind: 'text', aliases: ['make', 'manufacturer', 'brand'] },
  { key: 'model', label: 'Model', kind: 'text', aliases: ['model'] },
  { key: 'badge', label: 'Badge', kind: 'text', aliases: ['badge', 'variant', 'grade'] },
  { key: 'series', label: 'Series', kind: 'text', aliases: ['series'] },
  { key: 'car_type', label: 'Car type', kind: 'car_type', aliases: ['car_type', 'type', 'condition', 'new_used'] },
  { key: 'status', label: 'Status', kind: 'status', aliases: ['status', 'availability'] },
  { key: 'price', label: 'Price', kind: 'number', aliases: ['price', 'sale_price', 'retail_price', 'drive_away'] },
  { key: 'before_price', label: "'Was' price", kind: 'number', aliases: ['before_price', 'was_price', 'rrp'] },
  { key: 'km', label: 'Odometer (km)', kind: 'integer', aliases: ['km', 'kms', 'odometer', 'kilometres'] },
  { key: 'colour', label: 'Colour', kind: 'text', aliases: ['colour', 'color', 'exterior_colour'] },
  { key: 'vin', label: 'VIN', kind: 'text', aliases: ['vin'] },
  { key: 'regplate', label: 'Registration', kind: 'text', aliases: ['regplate', 'rego', 'registration'] },
  { key: 'simple_body', label: 'Body', kind: 'text', aliases: ['simple_body', 'body', 'body_type'] },
  {
    key: 'simple_transmission',
    label: 'Transmission',
    kind: 'text',
    aliases: ['simple_transmission', 'transmission', 'gearbox'],
  },
  { key: 'simple_fuel', label: 'Fuel', kind: 'text', aliases: ['simple_fuel', 'fuel', 'fuel_type'] },
  { key: 'simple_drive', label: 'Drive', kind: 'text', aliases: ['simple_drive', 'drive', 'drivetrain'] },
  { key: 'seats', label: 'Seats', kind: 'integer', aliases: ['seats'] },
  { key: 'doors', label: 'Doors', kind: 'integer', aliases: ['doors'] },
  {
    key: 'show_on_dealer_website',
    label: 'Show on website',
    kind: 'boolean',
    aliases: ['show_on_dealer_website', 'show', 'published'],
  },
  {
    key: 'dealercomments',
    label: 'Dealer comments',
    kind: 'text',
    aliases: ['dealercomments', 'comments', 'description'],
  },
  {
    key: 'standardEquipment',
    label: 'Features',
    kind: 'list',
    aliases: ['standardEquipment', 'features', 'equipment'],
  },
  { key: 'images', label: 'Photo URLs', kind: 'urls', aliases: ['images', 'photos', 'image_urls', 'photo_urls'] },
] as const satisfies readonly ImportField[]

export type ImportFieldKey = (typeof IMPORT_FIELDS)[number]['key']

/** A dealership's saved mapping: our field → the file's column name. */
export type ColumnMapping = Partial<Record<ImportFieldKey, string>>

/** Rows per file (ours: one request stays bounded; a 50,000-car feed is the benchmark). */
export const IMPORT_MAX_ROWS = 60_000
