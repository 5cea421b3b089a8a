/** Everything the PDF and the printable page show: plain data, no Payload. */
export type VehiclePdfInput = {
  siteName: string
  title: string
  /** The displayed price (stock §4 display order), its weekly suffix, and the struck-through 'Was' amount. */
  price: { text: string; suffix: string | null; was: string | null }
  facts: { label: string; value: string }[]
  features: string[]
  /** Dealer comments as typed (plain text; may be empty). */
  comments: string
  dealership: { name: string; address: string; phone: string | null }
  /** The shared link: site base address without trailing slash + /cars/{slug} (stock §2). */
  url: string
  /** The primary image: its public URL, alt text, and its upload's file name (read through `readImage`). */
  image: { url: string | null; alt: string; file: string | null } | null
}
