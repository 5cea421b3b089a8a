import { PageSizes, PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb, StandardFonts } from 'pdf-lib'

import { WAS_LABEL } from '@/domain/pricing/was-price'

import type { VehiclePdfInput } from './input'
import { drawableText, wrapText } from './plain-text'

export type { VehiclePdfInput } from './input'

const MARGIN = 50
const IMAGE_MAX_HEIGHT = 300
const INK = rgb(0.1, 0.1, 0.12)
const MUTED = rgb(0.4, 0.4, 0.45)

/** An upload's bytes by its file name, from wherever uploads are stored; null when there is none. */
export type ReadImage = (file: string) => Promise<Uint8Array | null>

/**
 * A JPEG or PNG upload embedded as is; anything else, or a missing file, is skipped (not an error). A
 * store that cannot be read fails the render, so a printout without its picture is not kept.
 */
async function embedImage(
  doc: PDFDocument,
  file: string | null | undefined,
  read: ReadImage,
): Promise<PDFImage | null> {
  if (!file) return null
  const bytes = await read(file)
  if (!bytes) return null
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return await doc.embedJpg(bytes)
    if (Buffer.from(bytes.subarray(0, 8)).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
      return await doc.embedPng(bytes)
  } catch (err) {
    console.warn(`pdf: image ${file} could not be embedded`, err)
  }
  return null
}

/** A top-down writer over A4 pages: adds a page when the next line would not fit. */
function writer(doc: PDFDocument, regular: PDFFont, bold: PDFFont) {
  const supported = new Set(regular.getCharacterSet())
  const [width, height] = PageSizes.A4
  const maxWidth = width - 2 * MARGIN
  let page: PDFPage = doc.addPage(PageSizes.A4)
  let y = height - MARGIN

  const room = (needed: number) => {
    if (y - needed >= MARGIN) return
    page = doc.addPage(PageSizes.A4)
    y = height - MARGIN
  }
  const text = (
    value: string,
    opts: { size?: number; font?: PDFFont; color?: ReturnType<typeof rgb>; indent?: number; gapAfter?: number } = {},
  ) => {
    const { size = 10, font = regular, color = INK, indent = 0, gapAfter = 0 } = opts
    const lineHeight = size * 1.35
    for (const line of wrapText(drawableText(value, supported), maxWidth - indent, (s) =>
      font.widthOfTextAtSize(s, size),
    )) {
      room(lineHeight)
      y -= lineHeight
      if (line) page.drawText(line, { x: MARGIN + indent, y: y + size * 0.3, size, font, color })
    }
    y -= gapAfter
  }
  const image = (img: PDFImage) => {
    const scaled = img.scaleToFit(maxWidth, IMAGE_MAX_HEIGHT)
    room(scaled.height + 10)
    y -= scaled.height
    page.drawImage(img, { x: MARGIN, y, width: scaled.width, height: scaled.height })
    y -= 12
  }
  const heading = (value: string) => {
    y -= 8
    text(value, { size: 13, font: bold, gapAfter: 4 })
  }
  /** 'Was $X' with the amount struck through (stock §4 price display). */
  const was = (amount: string, size: number) => {
    const label = `${WAS_LABEL} `
    const shown = drawableText(amount, supported)
    room(size * 1.35)
    y -= size * 1.35
    const base = y + size * 0.3
    const start = MARGIN + regular.widthOfTextAtSize(label, size)
    const end = start + regular.widthOfTextAtSize(shown, size)
    page.drawText(label + shown, { x: MARGIN, y: base, size, font: regular, color: MUTED })
    page.drawLine({
      start: { x: start, y: base + size * 0.3 },
      end: { x: end, y: base + size * 0.3 },
      thickness: 0.8,
      color: MUTED,
    })
  }
  return { text, image, heading, was }
}

/**
 * The printout of a car as a PDF (stock §2 print, §4 "Print"; architecture "Print: a
 * server-rendered PDF of the vehicle"): A4, Helvetica, one or more pages.
 */
export async function renderVehiclePdf(
  input: VehiclePdfInput,
  opts: { useObjectStreams?: boolean; readImage?: ReadImage } = {},
): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(input.title)
  doc.setSubject(`${input.title} at ${input.dealership.name}`)
  doc.setAuthor(input.siteName)
  doc.setCreator(input.siteName)
  doc.setKeywords([input.url])
  const [regular, bold] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
  ])
  const w = writer(doc, regular, bold)

  w.text(input.siteName, { size: 10, color: MUTED, gapAfter: 6 })
  w.text(input.title, { size: 20, font: bold, gapAfter: 4 })
  if (input.price.was) w.was(input.price.was, 11)
  w.text(`${input.price.text}${input.price.suffix ?? ''}`, { size: 16, font: bold, gapAfter: 10 })

  const img = await embedImage(doc, input.image?.file, opts.readImage ?? (() => Promise.resolve(null)))
  if (img) w.image(img)

  if (input.facts.length) {
    w.heading('Key information')
    for (const f of input.facts) w.text(`${f.label}: ${f.value}`)
  }
  if (input.features.length) {
    w.heading('Features')
    for (const f of input.features) w.text(`- ${f}`, { indent: 6 })
  }
  if (input.comments) {
    w.heading('Dealer comments')
    w.text(input.comments)
  }
  w.heading(input.dealership.name)
  if (input.dealership.address) w.text(input.dealership.address)
  if (input.dealership.phone) w.text(`Phone: ${input.dealership.phone}`)
  w.text(input.url, { color: MUTED, gapAfter: 0 })

  return doc.save({ useObjectStreams: opts.useObjectStreams ?? true })
}
