// Splits the flat src/data into one folder per subject (docs/ARCHITECTURE.md "src/data by subject"):
// `git mv` of each module, and every reference rewritten across the repo (alias '@/data/x', relative
// imports, vi.mock, and repo paths such as 'src/data/leads/intake.ts' in tests and docs).
//
// Re-runnable: run it again after merging work that still edits or imports the old paths, and it
// moves what is left and rewrites what still names an old path; a second run over a split tree
// changes nothing. A module new in the flat folder is listed, to be given a subject here.
//
//   node scripts/codemods/split-data.mjs [--dry-run] [--readme] [--no-format]
import { execFileSync } from 'node:child_process'
import { readdirSync, rmdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { moveModules } from './move-modules.mjs'

/** subject → { old name in src/data: new name in the subject's folder } */
const SUBJECTS = {
  // The process's Payload instance, Next's data cache and the memos: what the rest is built on.
  runtime: {
    payload: 'payload',
    cached: 'cached',
    'tagged-memo': 'tagged-memo',
    'last-good-memo': 'last-good-memo',
  },
  sites: {
    sites: 'sites',
    'site-loaders': 'loaders',
    'site-from-request': 'from-request',
    'request-origin': 'request-origin',
    'pick-for-site': 'pick-for-site',
    locations: 'locations',
    'form-locations': 'form-locations',
    'platform-settings': 'platform-settings',
    'price-settings': 'price-settings',
    redirects: 'redirects',
    sitemap: 'sitemap',
    preview: 'preview',
  },
  cars: {
    cars: 'cars',
    compare: 'compare',
    'similar-cars': 'similar',
    'site-stock': 'site-stock',
    'stock-summary': 'stock-summary',
    'vehicle-feeds': 'feeds',
    'vehicle-print': 'print',
    finance: 'finance',
    'trade-in': 'trade-in',
    delivery: 'delivery-estimate',
    'make-logos': 'make-logos',
    'stock-import/existing': 'stock-import/existing',
    'stock-import/photos': 'stock-import/photos',
    'stock-import/refresh': 'stock-import/refresh',
    'stock-import/run': 'stock-import/run',
    'stock-import/write': 'stock-import/write',
    'stock-feeds/alerts': 'stock-feeds/alerts',
    'stock-feeds/claim': 'stock-feeds/claim',
    'stock-feeds/config': 'stock-feeds/config',
    'stock-feeds/dashboard': 'stock-feeds/dashboard',
    'stock-feeds/feed-user': 'stock-feeds/feed-user',
    'stock-feeds/fetch': 'stock-feeds/fetch',
    'stock-feeds/history': 'stock-feeds/history',
    'stock-feeds/run-feed': 'stock-feeds/run-feed',
    'stock-feeds/schedule': 'stock-feeds/schedule',
  },
  search: {
    'search-engine': 'engine',
    'timed-engine': 'timed-engine',
    'search-scope': 'scope',
    'site-search': 'site-search',
    'search-address': 'address',
    'saved-searches': 'saved-searches',
    'saved-search-alerts': 'saved-search-alerts',
  },
  // A lead's one writer and its outbox (docs/features/security.md "Walls": one intake command).
  leads: {
    'lead-intake': 'intake',
    'lead-writer': 'writer',
    'lead-delivery': 'delivery',
    'lead-draft': 'draft',
    leads: 'leads',
    'leads-export': 'export',
    'service-leads': 'service',
    contacts: 'contacts',
    'intake-context': 'intake-context',
    'job-claims': 'job-claims',
    'delivery-backlog': 'delivery-backlog',
  },
  customers: {
    customers: 'customers',
    'customer-leads': 'leads',
    'customer-page': 'page',
    'customer-session': 'session',
    'phone-verification': 'phone-verification',
    'verification-store': 'verification-store',
    reservations: 'reservations',
    'reservation-release': 'reservation-release',
    'reservation-lead': 'reservation-lead',
  },
  content: {
    content: 'content',
    banners: 'banners',
    'custom-forms': 'custom-forms',
    eofy: 'eofy',
    'media-files': 'media-files',
    'tenant-media': 'tenant-media',
    models: 'models',
    offers: 'offers',
    pages: 'pages',
    posts: 'posts',
    reviews: 'reviews',
    'reviews-import': 'reviews-import',
    'spin-to-win': 'spin-to-win',
  },
  analytics: {
    analytics: 'events',
    'car-views': 'car-views',
    'phone-reveals': 'phone-reveals',
  },
  admin: {
    'admin-branding': 'branding',
    'admin-car-leads': 'car-leads',
    'admin-dashboard': 'dashboard',
    'admin-offer-link': 'offer-link',
    'staff-invite': 'staff-invite',
    'platform-alerts': 'platform-alerts',
    'dealership-time-zone': 'dealership-time-zone',
  },
}

export const DATA_MOVES = Object.entries(SUBJECTS).flatMap(([subject, names]) =>
  Object.entries(names).map(([from, to]) => [`src/data/${from}.ts`, `src/data/${subject}/${to}.ts`]),
)

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const args = process.argv.slice(2)
const { moved, rewritten } = moveModules(root, DATA_MOVES, {
  dryRun: args.includes('--dry-run'),
  readme: args.includes('--readme'),
})

// A rewritten specifier can leave its imports out of order or a line too long: sort and format the
// code that changed, as `npm run lint` wants it (skip with --no-format).
const code = [...new Set([...moved, ...rewritten])].filter((f) => /\.(ts|tsx|mjs|cjs|js)$/.test(f))
if (code.length && !args.includes('--dry-run') && !args.includes('--no-format')) {
  const bin = (name) => path.join(root, 'node_modules/.bin', name)
  try {
    execFileSync(bin('eslint'), ['--fix', '--no-warn-ignored', ...code], { cwd: root, stdio: 'inherit' })
    execFileSync(bin('prettier'), ['--write', '--log-level', 'warn', ...code], { cwd: root, stdio: 'inherit' })
  } catch {
    console.log('the moves and rewrites are done; fix what eslint reported above by hand')
    process.exitCode = 1
  }
}

// Folders the moves emptied (src/data/stock-import) go too: git tracks no folders.
for (const dir of readdirSync(path.join(root, 'src/data'), { recursive: true, withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => path.join(e.parentPath ?? e.path, e.name))
  .sort((a, b) => b.length - a.length))
  if (!args.includes('--dry-run') && readdirSync(dir).length === 0) rmdirSync(dir)

const subjects = Object.keys(SUBJECTS)
const left = readdirSync(path.join(root, 'src/data'), { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile())
  .map((e) =>
    path
      .relative(root, path.join(e.parentPath ?? e.path, e.name))
      .split(path.sep)
      .join('/'),
  )
  .filter((f) => !subjects.some((s) => f.startsWith(`src/data/${s}/`)))
if (left.length && !args.includes('--dry-run')) {
  console.log(`not in any subject yet (give each one in SUBJECTS, then re-run):\n  ${left.join('\n  ')}`)
  process.exitCode = 1
}
