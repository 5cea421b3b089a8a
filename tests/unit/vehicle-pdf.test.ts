import { mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { PDFDocument, PDFName, PDFRawStream, StandardFonts } from 'pdf-lib'
import { beforeAll, describe, expect, it } from 'vitest'

import { drawableText, UNKNOWN_GLYPH, wrapText } from '@/integrations/pdf/plain-text'
import { renderVehiclePdf, type VehiclePdfInput } from '@/integrations/pdf/vehicle-pdf'

// Architecture "Print: a server-rendered PDF of the vehicle, made with a real PDF library";
// spec: stock §2 /print, §4 "Print" (a file download named after the slug).

const input = (over: Partial<VehiclePdfInput> = {}): VehiclePdfInput => ({
  siteName: 'Alpha Motors Online',
  title: '2022 Toyota Corolla Ascent Sport',
  price: { text: '$29,990', suffix: null, was: '$31,990' },
  facts: [
    { label: 'Year', value: '2022' },
    { label: 'Odometer', value: '29,019 km' },
    { label: 'VIN', value: 'JTNB23HK903012345' },
  ],
  features: ['Reversing camera', 'Apple CarPlay'],
  comments: 'One owner, full service history.',
  dealership: { name: 'Alpha Motors', address: '1 Main St, Wollongong NSW 2500', phone: '02 4229 1234' },
  url: 'https://www.alpha.com.au/cars/2022-toyota-corolla',
  image: null,
  ...over,
})

const images = (doc: PDFDocument) =>
  doc.context
    .enumerateIndirectObjects()
    .filter(([, obj]) => obj instanceof PDFRawStream && obj.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))

// A 1x1 PNG is enough to embed.
const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
let dir: string
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'vehicle-pdf-'))
  await writeFile(path.join(dir, 'car.png'), PNG_1x1)
  await writeFile(path.join(dir, 'notes.txt'), 'not an image')
})

describe('renderVehiclePdf', () => {
  it('makes a one-page A4 PDF titled with the car name', async () => {
    const bytes = await renderVehiclePdf(input(), { useObjectStreams: false })
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-')
    const doc = await PDFDocument.load(bytes)
    expect(doc.getPageCount()).toBe(1)
    const [w, h] = [doc.getPage(0).getWidth(), doc.getPage(0).getHeight()]
    expect([Math.round(w), Math.round(h)]).toEqual([595, 842])
    expect(doc.getTitle()).toBe('2022 Toyota Corolla Ascent Sport')
    expect(doc.getSubject()).toBe('2022 Toyota Corolla Ascent Sport at Alpha Motors')
    expect(doc.getAuthor()).toBe('Alpha Motors Online')
    expect(doc.getKeywords()).toBe('https://www.alpha.com.au/cars/2022-toyota-corolla')
  })

  it('flows long dealer comments onto more pages', async () => {
    const comments = Array.from({ length: 400 }, (_, i) => `Line ${i} of a very detailed dealer description.`).join(
      '\n',
    )
    const doc = await PDFDocument.load(await renderVehiclePdf(input({ comments })))
    expect(doc.getPageCount()).toBeGreaterThan(1)
  })

  it('draws text Helvetica cannot encode without failing (WinAnsi-safe)', async () => {
    const text = 'Ōtaki → Sydney 🚗✓ “quoted” — 5★ Ω\u200b\ttab'
    const doc = await PDFDocument.load(await renderVehiclePdf(input({ title: text, comments: text, features: [text] })))
    expect(doc.getPageCount()).toBe(1)
  })

  // The upload store as src/data/content/media-files.ts reads it: the bytes, or null for a file it does not hold.
  const readImage = (file: string) => readFile(path.join(dir, file)).catch(() => null)
  const pictured = (file: string) => input({ image: { url: `/media/${file}`, alt: 'Front', file } })

  it.each([
    ['a stored PNG upload is embedded', 'car.png', true],
    ['a missing file is skipped, not an error', 'missing.jpg', false],
    ['a file that is not a JPEG or PNG is skipped', 'notes.txt', false],
  ])('%s', async (_, file, embedded) => {
    const bytes = await renderVehiclePdf(pictured(file), { readImage })
    // an image with alpha brings its soft mask: one or two image objects
    expect(images(await PDFDocument.load(bytes)).length > 0).toBe(embedded)
  })

  it('fails when the upload store cannot be read, so no printout without its picture is kept', async () => {
    const unreachable = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:9000'))
    await expect(renderVehiclePdf(pictured('car.png'), { readImage: unreachable })).rejects.toThrow(/ECONNREFUSED/)
  })

  it('has no features, comments or price strike when there are none', async () => {
    const bytes = await renderVehiclePdf(
      input({ features: [], comments: '', price: { text: 'Enquire for price', suffix: null, was: null }, facts: [] }),
    )
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1)
  })
})

describe('drawableText: characters Helvetica (WinAnsi) has no glyph for', () => {
  let supported: Set<number>
  beforeAll(async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica)
    supported = new Set(font.getCharacterSet())
  })

  it.each([
    ['plain ASCII kept', 'Corolla 1.8L', 'Corolla 1.8L'],
    ['WinAnsi punctuation kept', '“Quoted” – ‘single’ … • €5 ™ é', '“Quoted” – ‘single’ … • €5 ™ é'],
    ['accented letters outside WinAnsi lose the accent', 'Ōtaki Māori', 'Otaki Maori'],
    ['typographic hyphen and minus become a hyphen', 'a\u2010b \u22125', 'a-b -5'],
    ['thin spaces become spaces; a no-break space is WinAnsi and stays', 'a\u2009b\u00a0c', 'a b\u00a0c'],
    ['tabs become spaces, line breaks kept', 'a\tb\r\nc', 'a b\nc'],
    ['zero-width and variation selectors dropped', 'a\u200bb\ufe0f', 'ab'],
    ['anything else becomes ?', 'car 🚗 →', `car ${UNKNOWN_GLYPH} ${UNKNOWN_GLYPH}`],
  ])('%s', (_, text, expected) => {
    expect(drawableText(text, supported)).toBe(expected)
  })
})

describe('wrapText', () => {
  const width = (s: string) => s.length // one unit per character
  it.each([
    ['fits on one line', 'one two', 10, ['one two']],
    ['breaks between words', 'one two three', 8, ['one two', 'three']],
    ['keeps paragraphs and blank lines', 'a\n\nb', 10, ['a', '', 'b']],
    ['cuts a word longer than a line', 'abcdefghij', 4, ['abcd', 'efgh', 'ij']],
  ])('%s', (_, text, max, expected) => {
    expect(wrapText(text, max, width)).toEqual(expected)
  })
})
