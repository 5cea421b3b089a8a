/**
 * RFC 4180 records (quoted fields may hold commas, doubled quotes and line breaks), read with
 * indexOf and slices rather than a character at a time: a 50,000-car feed is several megabytes.
 * Blank records are dropped.
 */
export function parseCsvRecords(text: string): string[][] {
  const records: string[][] = []
  const n = text.length
  let i = 0
  while (i < n) {
    const record: string[] = []
    for (;;) {
      let field: string
      if (text.charCodeAt(i) === 34 /* " */) {
        field = ''
        let j = i + 1
        for (;;) {
          const q = text.indexOf('"', j)
          if (q < 0) {
            field += text.slice(j)
            i = n
            break
          }
          field += text.slice(j, q)
          if (text.charCodeAt(q + 1) === 34) {
            field += '"'
            j = q + 2
            continue
          }
          i = q + 1
          break
        }
        // Anything between the closing quote and the delimiter is kept, as a lenient reader would.
        let j2 = i
        while (j2 < n && !isDelimiter(text.charCodeAt(j2))) j2++
        field += text.slice(i, j2)
        i = j2
      } else {
        let j = i
        while (j < n && !isDelimiter(text.charCodeAt(j))) j++
        field = text.slice(i, j)
        i = j
      }
      record.push(field)
      if (i >= n) break
      const c = text.charCodeAt(i)
      if (c === 44 /* , */) {
        i++
        if (i >= n) {
          record.push('')
          break
        }
        continue
      }
      i += c === 13 && text.charCodeAt(i + 1) === 10 ? 2 : 1
      break
    }
    if (record.some((f) => f.trim() !== '')) records.push(record)
  }
  return records
}

const isDelimiter = (c: number) => c === 44 || c === 10 || c === 13
