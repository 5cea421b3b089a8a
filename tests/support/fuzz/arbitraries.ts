import fc from 'fast-check'

/**
 * Hostile inputs for the fuzz tests (docs/features/security.md "Proof": hostile strings, Unicode, huge numbers,
 * wrong types and wrong content types). Shared by the in-process route fuzz
 * (tests/integration/fuzz-endpoints.test.ts) and the page fuzz over HTTP
 * (tests/security/fuzz-pages.spec.ts).
 */

/**
 * The seed CI runs with: a red CI run must mean a change broke something, not that a new seed found
 * an old bug. Explore with a fresh seed on your machine (the default outside CI) and fix what it finds.
 */
const CI_SEED = 208280003

/** The seed of this run: FUZZ_SEED replays a failure; CI's fixed seed in CI; otherwise a fresh one, printed by the caller. */
export const fuzzSeed = (): number => {
  const fixed = Number(process.env.FUZZ_SEED ?? (process.env.CI ? CI_SEED : undefined))
  return Number.isInteger(fixed) ? fixed : Math.floor(Math.random() * 2 ** 31)
}

/** Runs per endpoint: 1,000 (docs/features/security.md "Proof") unless FUZZ_RUNS says otherwise. */
export const fuzzRuns = (fallback = 1000): number => Number(process.env.FUZZ_RUNS) || fallback

/** Strings that broke parsers somewhere before: escapes, injections, number edges, prototype keys. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '%',
  '%ff',
  '%E0%A4%A',
  '%25',
  '%2525',
  '%00',
  '\u0000',
  '\uffff',
  '\ud800',
  '\udfff\ud800',
  '𝕏💥🚗',
  'ﷺ',
  'A\u0301\u0301\u0301',
  '\u202eevil',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '/\\evil.example',
  '//evil.example',
  'javascript:alert(1)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '"; DROP TABLE leads; --',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '-0',
  '0x1F',
  '1e309',
  '-1e309',
  '1e-400',
  '9007199254740993',
  '-9223372036854775809',
  '99999999999999999999999999999999',
  '1.7976931348623157e+308',
  '[]',
  '{}',
  '[object Object]',
  'a'.repeat(5000),
  '9'.repeat(400),
  '\r\n\r\n',
  '\t',
  'car-0',
  '2000',
  '0',
  '-1',
]

/** A hostile string: generated text of every kind, nasty constants, or a huge or odd number. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) }, // lone surrogates too
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 200n), max: 2n ** 200n }).map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.mixedCase(fc.constantFrom('used-cars', 'new-cars', 'toyota', 'corolla', 'search')) },
)

/** A value of the wrong (or right) JSON type, nested a little. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  {
    weight: 1,
    arbitrary: fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 0.5, [], {}),
  },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 4 }) },
)

/**
 * A JSON object with the given keys: all good; good but with one or two fields dropped, set to a
 * hostile value or joined by hostile keys (the deep paths, past the first check); or hostile throughout.
 */
export function hostileRecord(good: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(good)
  const allGood = fc.record(good)
  const mutated = fc
    .tuple(
      allGood,
      fc.array(fc.tuple(keys.length ? fc.constantFrom(...keys) : hostileString, fc.option(hostileJson)), {
        minLength: 1,
        maxLength: 2,
      }),
    )
    .map(([record, changes]) => {
      const out: Record<string, unknown> = { ...record }
      for (const [key, value] of changes) {
        if (value === null) delete out[key]
        else out[key] = value
      }
      return out
    })
  const anyField = fc.record(Object.fromEntries(keys.map((k) => [k, fc.oneof(good[k]!, hostileJson)])), {
    requiredKeys: [],
  })
  const extra = fc.dictionary(hostileString, hostileJson, { maxKeys: 2 })
  return fc.oneof(
    { weight: 1, arbitrary: allGood },
    { weight: 3, arbitrary: mutated },
    { weight: 2, arbitrary: fc.tuple(anyField, extra).map(([known, more]) => ({ ...more, ...known })) },
  )
}

/** Content types a client may send, right and wrong. */
export const contentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 4, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      undefined,
      '',
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=----x',
      'application/json; charset=utf-16',
      'application/vnd.api+json',
      'application/xml',
      'application/octet-stream',
      'APPLICATION/JSON',
      'json',
    ),
  },
)

/** A request body: JSON of a value, a hostile text, or raw bytes. */
export function body(value: fc.Arbitrary<unknown>): fc.Arbitrary<string | Uint8Array> {
  return fc.oneof(
    { weight: 5, arbitrary: value.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 64 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('{', '{"a":', '[[[[[[[[[[', '{"__proto__":{"x":1}}', '\ufeff{}', 'null', '1'),
    },
  )
}

/** Query-string pairs: known parameter names with hostile values, and hostile names. */
export function queryPairs(names: readonly string[]): fc.Arbitrary<[string, string][]> {
  const name = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: hostileString })
  return fc.array(fc.tuple(name, hostileString), { maxLength: 6 })
}

/**
 * Percent-encodes a string the way a client would, byte by byte (lone surrogates become the
 * replacement character's bytes, as a browser sends them), then sometimes splices in malformed
 * escapes that a hostile client sends raw.
 */
export function encodeComponent(value: string, raw: boolean): string {
  const encoded = [...Buffer.from(value, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('')
  return raw ? `${encoded}%${value.length % 2 ? 'ff' : 'E0%A4%A'}` : encoded
}

/** `?a=b&…` from pairs; `raw` leaves a malformed escape in the first value. */
export const queryString = (pairs: [string, string][], raw = false): string =>
  pairs.length
    ? `?${pairs.map(([k, v], i) => `${encodeComponent(k, false)}=${encodeComponent(v, raw && i === 0)}`).join('&')}`
    : ''
