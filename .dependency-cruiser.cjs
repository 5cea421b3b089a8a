// The layer table of docs/ARCHITECTURE.md ("Layers and who may import whom"), enforced on resolved
// paths: a relative import, an alias and a re-export are the same edge here. Every module of src/,
// collections/, globals/, tenants/ and payload.config.ts must match a row below (`allowed`); anything
// else is an error. `npm run depcruise` runs it (part of `npm run lint`); tests/unit/layers.test.ts
// plants a violation of each kind in fixtures and proves each refusal.
const layer = (...names) => `^(${names.join('|')})`
const DOMAIN = 'src/domain/'
const LOG = 'src/log/'
const DB = 'src/db/'
const INTEGRATIONS = 'src/integrations/'
const ACCESS = 'src/access/'
const SEARCH = 'src/search/'
// tenants/ without its template views: the flag registry, host resolution, template tokens.
const TENANTS = 'tenants/(?!templates/.+\\.tsx$)'
const TENANT_VIEWS = 'tenants/templates/.+\\.tsx$'
const OPS = 'src/ops/'
const LIMITS = 'src/limits/'
const CACHE = 'src/cache/'
const FORMS = 'src/forms/'
const EMAIL = 'src/email/'
const FIELDS = 'src/fields/'
// A collection's endpoints/ are route handlers (the app layer, served under /api/{collection}).
const ENDPOINTS = 'collections/[^/]+/endpoints/'
const COLLECTIONS = '(collections/(?![^/]+/endpoints/)|globals/)'
const DATA = 'src/data/'
const JOBS = 'src/jobs/'
const CONFIG = 'payload\\.config\\.ts$'
// The typed client and the endpoints' contracts are client-safe (docs/features/public-api.md): the
// browser's one way to call our endpoints, and the routes' schemas. The rest of src/http is server-only.
const HTTP_CLIENT = 'src/http/(client\\.ts$|contracts/)'
const HTTP = 'src/http/(?!client\\.ts$|contracts/)'
const CLIENT = '.+\\.client\\.tsx$'
const COMPONENTS = 'src/components/'
const APP = '(src/app/|src/proxy\\.ts$|src/instrumentation\\.ts$)'

/** Each row: the layer and the layers it may import (itself always). */
const rows = [
  ['src/domain', DOMAIN, []],
  ['src/log', LOG, []],
  ['src/db', DB, [DOMAIN, 'migrations/']],
  ['src/integrations', INTEGRATIONS, [DOMAIN]],
  ['src/access', ACCESS, [DOMAIN, DB]],
  ['src/search', SEARCH, [DOMAIN, DB]],
  ['tenants', TENANTS, [DOMAIN, SEARCH]],
  ['src/ops', OPS, [DOMAIN, SEARCH, INTEGRATIONS, LIMITS]],
  ['src/limits', LIMITS, [DOMAIN, OPS]],
  ['src/cache', CACHE, [DOMAIN, ACCESS, SEARCH, TENANTS]],
  ['src/forms', FORMS, [DOMAIN, TENANTS]],
  ['src/email', EMAIL, [DOMAIN]],
  ['src/fields', FIELDS, [DOMAIN, ACCESS, DB, INTEGRATIONS, TENANTS]],
  [
    'collections, globals',
    COLLECTIONS,
    [DOMAIN, ACCESS, CACHE, DB, EMAIL, FIELDS, FORMS, INTEGRATIONS, SEARCH, TENANTS, ENDPOINTS],
  ],
  [
    'src/data',
    DATA,
    [DOMAIN, SEARCH, DB, CACHE, ACCESS, EMAIL, FIELDS, FORMS, INTEGRATIONS, LIMITS, OPS, TENANTS, COLLECTIONS],
  ],
  ['src/jobs', JOBS, [DOMAIN, DATA, ACCESS, CACHE, INTEGRATIONS, OPS]],
  ['payload.config', CONFIG, [DOMAIN, LOG, DB, ACCESS, EMAIL, FIELDS, INTEGRATIONS, TENANTS, COLLECTIONS, JOBS]],
  ['src/http typed client and contracts', HTTP_CLIENT, [DOMAIN, FORMS, SEARCH]],
  ['src/http', HTTP, [DOMAIN, LOG, DB, ACCESS, SEARCH, TENANTS, OPS, LIMITS, CACHE, FORMS, DATA, CONFIG, HTTP_CLIENT]],
  ['collections/*/endpoints', ENDPOINTS, [DOMAIN, ACCESS, INTEGRATIONS, LIMITS, DATA, HTTP, COLLECTIONS]],
  ['client components', CLIENT, [DOMAIN, SEARCH, FORMS, COMPONENTS, HTTP_CLIENT]],
  ['src/components', COMPONENTS, [DOMAIN, SEARCH, FORMS, CACHE, INTEGRATIONS, TENANTS, DATA, HTTP_CLIENT]],
  ['tenants/templates views', TENANT_VIEWS, [DOMAIN, SEARCH, TENANTS, COMPONENTS, DATA]],
  ['src/app', APP, ['.']],
  ['migrations (generated)', 'migrations/', []],
]

const allowed = [
  // Packages and Node's own modules: which layer may use which package is eslint.config.js's
  // `layerRules` (React, Next, Payload) and the forbidden rules below.
  {
    from: {},
    to: { dependencyTypes: ['npm', 'npm-dev', 'npm-peer', 'npm-optional', 'npm-no-pkg', 'npm-unknown', 'core'] },
  },
  // The generated Payload types name every collection: any layer may name them (type-only).
  { from: {}, to: { path: '^src/payload-types\\.ts$', dependencyTypes: ['type-only'] } },
  ...rows.map(([, from, to]) => ({
    from: { path: `^${from}`, ...(from === COMPONENTS ? { pathNot: CLIENT } : {}) },
    to: { path: layer(from, ...to) },
  })),
  // The one door from src/data to the config: the process's Payload instance.
  { from: { path: '^src/data/runtime/payload\\.ts$' }, to: { path: `^${CONFIG}` } },
]

const forbidden = [
  {
    name: 'no-circular',
    comment:
      'No runtime cycle between modules (docs/ARCHITECTURE.md "Layers"). Type-only imports vanish at build time and are ' +
      'not counted.',
    severity: 'error',
    from: {},
    to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
  },
  {
    name: 'client-server-only',
    comment:
      'Client components ship to the browser: no src/data, src/db, Payload, collections or the config, by ' +
      'any spelling (docs/ARCHITECTURE.md, the client components row).',
    severity: 'error',
    from: { path: CLIENT },
    to: {
      path: [
        `^${DATA}`,
        `^${DB}`,
        `^${COLLECTIONS}`,
        `^${ENDPOINTS}`,
        `^${CONFIG}`,
        `^${JOBS}`,
        `^${HTTP}`,
        'node_modules/(payload|server-only)/',
        'node_modules/@payloadcms/(?!ui/)',
      ],
    },
  },
  {
    name: 'domain-is-pure',
    comment: 'src/domain imports no React, Next or Payload (docs/ARCHITECTURE.md, the src/domain row).',
    severity: 'error',
    from: { path: `^${DOMAIN}` },
    to: { path: 'node_modules/(react|react-dom|next|payload|@payloadcms)/' },
  },
  { name: 'not-to-unresolvable', severity: 'error', from: {}, to: { couldNotResolve: true } },
]

module.exports = {
  forbidden,
  allowed,
  allowedSeverity: 'error',
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^src/payload-types\\.ts$', '^src/app/\\(payload\\)/admin/importMap\\.js$'] },
    // Type-only imports are kept (and so held to the table); no-circular skips them.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
