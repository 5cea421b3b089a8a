import { describe, expect, it } from 'vitest'

import { pickForSite } from '@/data/sites/pick-for-site'
import { databaseHost, databaseKind } from '@/db/kind'
import { payloadSecret } from '@/db/secret'
import { isAustralianPostcode } from '@/domain/locations/postcode'
import { displayPhone, telHref } from '@/domain/phone/format'
import { formatKm, groupThousands } from '@/domain/text/number'
import { slugify } from '@/domain/text/slug'
import { firstUserIsSuperAdmin } from '@collections/Users/hooks/first-user-is-super-admin'

describe('databaseKind (DATABASE_URL selects the adapter)', () => {
  it.each([
    [undefined, 'sqlite'],
    ['file:./data/forecourt.db', 'sqlite'],
    ['postgres://postgres@127.0.0.1:5432/forecourt', 'postgres'],
    ['postgresql://u:p@db/forecourt', 'postgres'],
    ['mongodb://127.0.0.1:27017/forecourt', 'mongodb'],
    ['mongodb+srv://u:p@cluster.example.net/forecourt', 'mongodb'],
  ])('%s → %s', (url, kind) => expect(databaseKind(url)).toBe(kind))

  it('rejects an unknown scheme with a readable message', () => {
    expect(() => databaseKind('mysql://localhost/x')).toThrow(/file:, postgres:\/\/ or mongodb:\/\//)
  })

  it('names the host without credentials', () => {
    expect(databaseHost('mongodb://admin:s3cret@db.internal:27017/x')).toBe('db.internal:27017')
  })
})

describe('payloadSecret', () => {
  it('uses PAYLOAD_SECRET when set', () => expect(payloadSecret({ PAYLOAD_SECRET: 'abc' })).toBe('abc'))
  it('refuses to run production without one', () =>
    expect(() => payloadSecret({ NODE_ENV: 'production' })).toThrow(/PAYLOAD_SECRET/))
  it('lets development run with no set-up', () => expect(payloadSecret({ NODE_ENV: 'development' })).toBeTruthy())
})

describe('displayPhone (finance §9 "Phone numbers formatted with +61 replaced by 0")', () => {
  it.each([
    ['+61 2 9938 4100', '02 9938 4100'],
    ['+61412345678', '0412345678'],
    ['02 9938 4100', '02 9938 4100'],
    [null, ''],
  ])('%s → %s', (raw, shown) => expect(displayPhone(raw)).toBe(shown))
  it('dials digits only', () => expect(telHref('+61 2 9938 4100')).toBe('tel:0299384100'))
})

describe('small rules', () => {
  it.each([
    ['2100', true],
    ['0800', true],
    ['210', false],
    ['21000', false],
    ['NSW1', false],
  ])('postcode %s valid: %s', (pc, ok) => expect(isAustralianPostcode(pc)).toBe(ok))

  it.each([
    ['Mazda CX-5', 'mazda-cx-5'],
    ['Outback RV & 4x4', 'outback-rv-and-4x4'],
    ['  Škoda  Octavia ', 'skoda-octavia'],
  ])('slugify %s → %s', (v, s) => expect(slugify(v)).toBe(s))

  it('picks the content limited to the site over the tenant-wide one', () => {
    const docs = [
      { name: 'all', sites: [] },
      { name: 'only-2', sites: [{ id: 2 }] },
      { name: 'only-3', sites: [3] },
    ]
    expect(pickForSite(docs, 2)?.name).toBe('only-2')
    expect(pickForSite(docs, 3)?.name).toBe('only-3')
    expect(pickForSite(docs, 4)?.name).toBe('all')
    expect(pickForSite([{ name: 'x', sites: [5] }], 4)).toBeNull()
  })
})

describe('first user becomes super-admin (FINDINGS: /admin/create-first-user has no role)', () => {
  const run = (existing: number, data: Record<string, unknown>) =>
    firstUserIsSuperAdmin({
      data,
      operation: 'create',
      req: { payload: { count: async () => ({ totalDocs: existing }) } },
    } as never)

  it.each([
    [0, { role: 'editor' }, 'super-admin'],
    [1, { role: 'editor' }, 'editor'],
    [0, { role: 'tenant-admin', tenants: [{ tenant: 1 }] }, 'tenant-admin'],
  ])('%i users, %o → %s', async (existing, data, role) => expect((await run(existing, data)).role).toBe(role))
})

describe('number display (stock §9 "comma thousands")', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [29019.4, '29,019'],
    [1234567, '1,234,567'],
  ])('%d → %s', (n, shown) => expect(groupThousands(n)).toBe(shown))
  it('writes kilometres with the unit and nothing for unknown', () => {
    expect(formatKm(159217)).toBe('159,217 km')
    expect(formatKm(null)).toBeNull()
  })
})
