/** Dictionary encoding of a facet's values: code 0 means "no value", real values start at 1. */
export class Dictionary {
  readonly values: string[] = ['']
  private readonly codes = new Map<string, number>()

  /** The value's code, adding it when new. */
  encode(value: string | null): number {
    if (value == null || value === '') return 0
    let code = this.codes.get(value)
    if (code === undefined) {
      code = this.values.length
      this.values.push(value)
      this.codes.set(value, code)
    }
    return code
  }

  /** The value's code, or 0 when the dictionary has never seen it. */
  lookup(value: string): number {
    return this.codes.get(value) ?? 0
  }

  get size(): number {
    return this.values.length
  }
}
