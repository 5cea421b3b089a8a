/**
 * A Typesense filter_by evaluator for the subset our translation emits: `field:=value`,
 * `field:=[a,b]`, `field:!=[…]`, `field:>=n` (and >, <, <=), backtick-quoted values with \` escapes,
 * `&&`, `||` and parentheses. Test-only: it stands in for a Typesense server.
 */
export type Doc = Record<string, unknown>
export type Predicate = (doc: Doc) => boolean

export function parseFilter(input: string): Predicate {
  let i = 0
  const ws = () => {
    while (input[i] === ' ') i++
  }
  const fail = (msg: string) => {
    throw new Error(`filter_by parse error at ${i}: ${msg} in ${input}`)
  }

  function expr(): Predicate {
    const parts = [and()]
    for (ws(); input.startsWith('||', i); ws()) {
      i += 2
      parts.push(and())
    }
    return parts.length === 1 ? parts[0]! : (d) => parts.some((p) => p(d))
  }
  function and(): Predicate {
    const parts = [term()]
    for (ws(); input.startsWith('&&', i); ws()) {
      i += 2
      parts.push(term())
    }
    return parts.length === 1 ? parts[0]! : (d) => parts.every((p) => p(d))
  }
  function term(): Predicate {
    ws()
    if (input[i] === '(') {
      i++
      const inner = expr()
      ws()
      if (input[i] !== ')') fail('expected )')
      i++
      return inner
    }
    return clause()
  }
  function quoted(): string {
    i++ // opening backtick
    let out = ''
    while (i < input.length) {
      if (input[i] === '\\' && input[i + 1] === '`') {
        out += '`'
        i += 2
      } else if (input[i] === '`') {
        i++
        return out
      } else out += input[i++]
    }
    return fail('unterminated backtick')
  }
  function bare(stop: string): string {
    let out = ''
    while (i < input.length && !stop.includes(input[i]!) && !input.startsWith('&&', i) && !input.startsWith('||', i))
      out += input[i++]
    return out.trim()
  }
  function value(stop: string): string {
    ws()
    return input[i] === '`' ? quoted() : bare(stop)
  }
  function clause(): Predicate {
    const colon = input.indexOf(':', i)
    if (colon < 0) fail('expected field:')
    const field = input.slice(i, colon).trim()
    i = colon + 1
    const op = ['!=', '>=', '<=', '>', '<', '='].find((o) => input.startsWith(o, i)) ?? ':'
    if (op !== ':') i += op.length
    ws()
    let values: string[]
    if (input[i] === '[') {
      i++
      values = []
      for (ws(); input[i] !== ']'; ws()) {
        values.push(value(',]'))
        ws()
        if (input[i] === ',') i++
        else if (input[i] !== ']') fail('expected , or ]')
      }
      i++
    } else values = [value(' )')]
    return compile(field, op, values)
  }

  const predicate = expr()
  ws()
  if (i !== input.length) fail('trailing input')
  return predicate
}

function equals(docValue: unknown, filterValue: string): boolean {
  if (typeof docValue === 'number') {
    const range = filterValue.split('..')
    return range.length === 2
      ? docValue >= Number(range[0]) && docValue <= Number(range[1])
      : docValue === Number(filterValue)
  }
  if (typeof docValue === 'boolean') return String(docValue) === filterValue
  return docValue === filterValue
}

function compile(field: string, op: string, values: string[]): Predicate {
  const of = (d: Doc) => {
    const v = d[field]
    return Array.isArray(v) ? v : v == null ? [] : [v]
  }
  const any = (d: Doc) => of(d).some((dv) => values.some((fv) => equals(dv, fv)))
  const n = Number(values[0])
  switch (op) {
    case '=':
    case ':':
      return any
    case '!=':
      return (d) => !any(d)
    case '>=':
      return (d) => of(d).some((v) => (v as number) >= n)
    case '<=':
      return (d) => of(d).some((v) => (v as number) <= n)
    case '>':
      return (d) => of(d).some((v) => (v as number) > n)
    case '<':
      return (d) => of(d).some((v) => (v as number) < n)
  }
  throw new Error(`operator ${op}`)
}
