/**
 * Text for an XML element or attribute value. The five markup characters are escaped, and characters
 * XML 1.0 does not allow at all (C0 controls other than tab, LF and CR; lone surrogates; U+FFFE and
 * U+FFFF) are dropped: no entity can carry them, and one of them makes a crawler reject the whole file.
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- the characters XML 1.0 forbids are what it removes
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

export const xmlText = (value: string | number): string =>
  String(value)
    .replace(NOT_XML, '')
    .replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c)

/** `<name>text</name>`; the name is ours (never data), the text is escaped. */
export const xmlElement = (name: string, value: string | number): string => `<${name}>${xmlText(value)}</${name}>`

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>'
