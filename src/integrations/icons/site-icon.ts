import sharp from 'sharp'

/**
 * A site's icons (favicon, apple-touch-icon, manifest icons) drawn from its logo, or, without one,
 * the platform's car mark in the site's brand colour. PNG bytes of a square of `size` pixels.
 */
export type IconSource = {
  /** The logo upload: its name (for the log) and its bytes, from wherever uploads are stored. */
  logo: { name: string; read: () => Promise<Uint8Array | null> } | null
  brand: string
  background: string
}

const HEX = /^#[0-9a-f]{3,8}$/i

/** The platform mark (public/favicon.svg) in the site's brand colour. */
export function fallbackSvg(brand: string): string {
  const colour = HEX.test(brand) ? brand : '#14213d'
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${colour}"/><path d="M6 20l3-7h14l3 7v4H6z" fill="#fff"/><circle cx="11" cy="24" r="2.5" fill="${colour}"/><circle cx="21" cy="24" r="2.5" fill="${colour}"/></svg>`
}

/**
 * The logo drawn on the site's surface colour; null (the platform mark) when the file is gone or is
 * no picture. A store that fails to answer throws instead: that icon is not drawn (or kept) now.
 */
async function fromLogo(
  logo: NonNullable<IconSource['logo']>,
  size: number,
  background: string,
): Promise<Buffer | null> {
  const input = await logo.read()
  try {
    if (!input) throw new Error('no such file')
    const pad = Math.round(size * 0.08)
    const inner = await sharp(input, { density: 300 })
      .resize(size - 2 * pad, size - 2 * pad, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer()
    return await sharp({
      create: { width: size, height: size, channels: 4, background: HEX.test(background) ? background : '#ffffff' },
    })
      .composite([{ input: inner, left: pad, top: pad }])
      .png()
      .toBuffer()
  } catch (err) {
    console.warn(`site icon: could not draw from the logo ${logo.name}; using the platform mark`, err)
    return null
  }
}

export async function renderSiteIcon(source: IconSource, size: number): Promise<Buffer> {
  const logo = source.logo ? await fromLogo(source.logo, size, source.background) : null
  return (
    logo ??
    sharp(Buffer.from(fallbackSvg(source.brand)), { density: Math.max(72, Math.ceil((72 * size) / 32)) })
      .resize(size, size)
      .png()
      .toBuffer()
  )
}

/** An .ico file holding one PNG image (the format browsers have read since Windows Vista icons). */
export function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // type: icon
  header.writeUInt16LE(1, 4) // one image
  const entry = Buffer.alloc(16)
  entry.writeUInt8(size >= 256 ? 0 : size, 0) // width (0 means 256)
  entry.writeUInt8(size >= 256 ? 0 : size, 1) // height
  entry.writeUInt8(0, 2) // no palette
  entry.writeUInt8(0, 3) // reserved
  entry.writeUInt16LE(1, 4) // colour planes
  entry.writeUInt16LE(32, 6) // bits per pixel
  entry.writeUInt32LE(png.length, 8) // image size
  entry.writeUInt32LE(6 + 16, 12) // image offset
  return Buffer.concat([header, entry, png])
}
