import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import { buildConfig, type SanitizedConfig } from 'payload'
import sharp from 'sharp'

import { collections, tenantScoped } from './collections'
import { formBuilder } from './collections/Forms'
import { graphqlCostRules } from './collections/graphql-cost'
import { inputGuards, withGuardedPreferences } from './collections/hooks/input-guards'
import { pageSeo } from './collections/Pages/seo'
import { redirects } from './collections/Redirects'
import { globals } from './globals'
import { isSuperAdminUser } from './src/access/roles'
import { databaseAdapter } from './src/db/adapter'
import { clientErrorStatus } from './src/db/client-errors'
import { migrateToLatest } from './src/db/schema'
import { payloadSecret } from './src/db/secret'
import { UPLOAD_FILE_MAX_BYTES, UPLOAD_REQUEST_MAX_BYTES } from './src/domain/body-limits'
import { DISPLAY_DATE_PATTERN } from './src/domain/text/date'
import { emailAdapter } from './src/email/adapter'
import { contentEditor } from './src/fields/rich-text'
import { mediaStorage } from './src/integrations/storage/payload-plugin'
import { jobs } from './src/jobs'
import { loggingLevels, payloadLogger } from './src/log/payload-logger'
import type { Config } from './src/payload-types'
import { adminOrigins } from './tenants/admin-hosts'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * Document locking stays off (docs/features/security.md "Walls"; collections/index.ts). The Jobs Queue's scheduled sweep
 * adds a `payload-jobs-stats` global that Payload leaves lockable, and one lockable collection or
 * global brings back the platform-wide `payload-locked-documents` collection. Payload's readers
 * check that the collection exists before they look for locks.
 */
const withoutDocumentLocks = (config: SanitizedConfig): SanitizedConfig => ({
  ...config,
  collections: config.collections.filter((c) => String(c.slug) !== 'payload-locked-documents'),
  globals: config.globals.map((g) => ({ ...g, lockDocuments: false })),
})

export default buildConfig({
  admin: {
    user: 'users',
    avatar: 'default', // gravatar.com is not reachable from every network
    importMap: { baseDir: dirname },
    meta: {
      titleSuffix: ' · Forecourt',
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/favicon.svg' }],
    },
    dateFormat: DISPLAY_DATE_PATTERN, // dates as dd/MM/yyyy in lists (docs/staff-guide.md "Labels and list columns")
    components: {
      // Forecourt's name and mark, and the staff member's dealer logo in the navigation (docs/staff-guide.md
      // "Branding, staff invitations and password reset").
      graphics: {
        Logo: '/src/components/admin/branding/Logo#Logo',
        Icon: '/src/components/admin/branding/Icon#Icon',
      },
      beforeNavLinks: ['/src/components/admin/branding/TenantLogo#TenantLogo'],
      afterNavLinks: ['/src/components/admin/StaffLinks#StaffLinks'],
      beforeDashboard: ['/src/components/admin/dashboard/MorningDashboard#MorningDashboard'],
      views: {
        stockImport: {
          Component: '/src/components/admin/stock-import/StockImportView#StockImportView',
          path: '/stock-import',
        },
      },
    },
  },
  collections,
  // Cookie-authenticated calls only from the admin's own origins (docs/features/security.md "Headers, CSP and CSRF";
  // src/http/csrf.ts).
  csrf: adminOrigins(),
  db: await databaseAdapter(),
  // Also the form builder's message field: the same links rule as every other rich text.
  editor: contentEditor,
  email: await emailAdapter(),
  globals,
  hooks: { afterError: [clientErrorStatus] }, // a client's unreadable input is a 4xx (src/db/client-errors.ts)
  jobs,
  secret: payloadSecret(),
  sharp,
  telemetry: false,
  logger: payloadLogger,
  loggingLevels,
  // Types come from `npm run generate:types` only. Left on, every Payload start outside production
  // (each integration test file, the seed, `next dev`) spawned a `payload generate:types` process of
  // about 10 s of CPU that rewrote src/payload-types.ts mid-run: over 80 a CI run.
  typescript: { autoGenerate: false, outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  // Staff GraphQL is bounded by rows × fields, not fields alone (docs/features/security.md "Security").
  graphQL: { disablePlaygroundInProduction: true, validationRules: graphqlCostRules },
  upload: {
    limits: { fileSize: UPLOAD_FILE_MAX_BYTES },
    requestSizeLimit: UPLOAD_REQUEST_MAX_BYTES,
    abortOnLimit: true,
  },
  onInit: migrateToLatest,
  plugins: [
    // Before the multi-tenant plugin, which scopes the `forms` it adds (collections/Forms).
    formBuilder,
    pageSeo, // before the multi-tenant plugin too: its `tenant` would otherwise precede the Pages tabs
    redirects, // and so is the redirects plugin's collection (collections/Redirects)
    multiTenantPlugin<Config>({
      tenantsSlug: 'tenants',
      collections: Object.fromEntries(tenantScoped.map((slug) => [slug, {}])),
      userHasAccessToAllTenants: (user) => isSuperAdminUser(user),
      tenantField: { access: { read: () => true } },
    }),
    mediaStorage(), // every upload collection: a bucket when S3_BUCKET is set, else data/ (docs/features/media-storage.md "Media storage")
    inputGuards, // last: every collection the plugins added gets the guards too
  ],
})
  .then(withoutDocumentLocks)
  .then(withGuardedPreferences)
