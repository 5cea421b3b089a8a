/** Characters a standard PDF font has no glyph for, with a readable stand-in. */
const STAND_INS: Record<string, string> = {
  '\u2010': '-', // hyphen
  '\u2011': '-', // non-breaking hyphen
  '\u2212': '-', // minus
  '\u2032': "'",
  '\u2033': '"',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u2713': '*', // check marks, often used in feature lists
  '\u2714': '*',
  '\u2705': '*',
}

/** Control characters, zero-width characters and emoji variation selectors: dropped. */
const invisible = (cp: number) =>
  cp < 0x20 ||
  (cp >= 0x7f && cp < 0xa0) ||
  (cp >= 0x200b && cp <= 0x200d) ||
  cp === 0x2060 ||
  (cp >= 0xfe00 && cp <= 0xfe0f) ||
  cp === 0xfeff

/** The replacement for a character with no glyph and no stand-in. */
export const UNKNOWN_GLYPH = '?'

/**
 * Text the font can draw: characters outside `supported` (a standard font's WinAnsi set) become a
 * stand-in, their base letter ('ā' → 'a'), or '?'; control characters, emoji selectors and
 * zero-width characters are dropped. Line breaks are kept for the caller to split on.
 */
export function drawableText(text: string, supported: ReadonlySet<number>): string {
  let out = ''
  for (const ch of text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
    const cp = ch.codePointAt(0)!
    if (ch === '\n' || supported.has(cp)) {
      out += ch
      continue
    }
    if (invisible(cp)) continue
    if (STAND_INS[ch] !== undefined) {
      out += STAND_INS[ch]
      continue
    }
    const base = ch.normalize('NFKD').replace(/\p{M}/gu, '')
    out += base && [...base].every((c) => supported.has(c.codePointAt(0)!)) ? base : UNKNOWN_GLYPH
  }
  return out
}

/** Words of `text` in lines no wider than `maxWidth` (a word longer than a line is cut hard). */
export function wrapText(text: string, maxWidth: number, widthOf: (s: string) => number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word
      if (widthOf(candidate) <= maxWidth) {
        line = candidate
        continue
      }
      if (line) lines.push(line)
      let rest = word
      while (widthOf(rest) > maxWidth && rest.length > 1) {
        let cut = rest.length - 1
        while (cut > 1 && widthOf(rest.slice(0, cut)) > maxWidth) cut--
        lines.push(rest.slice(0, cut))
        rest = rest.slice(cut)
      }
      line = rest
    }
    lines.push(line)
  }
  return lines
}
