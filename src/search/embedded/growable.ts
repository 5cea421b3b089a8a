/** An append-only list of row numbers backed by an Int32Array that doubles when full. */
export class GrowableInt32 {
  data: Int32Array
  length = 0

  constructor(capacity = 16) {
    this.data = new Int32Array(Math.max(1, capacity))
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2)
      next.set(this.data)
      this.data = next
    }
    this.data[this.length++] = value
  }
}

/** Copies a typed array into a larger one of the same kind, filling the new tail with fill. */
export function grown<T extends Int32Array | Float64Array | Uint8Array | Uint32Array>(
  arr: T,
  capacity: number,
  fill = 0,
): T {
  const Ctor = arr.constructor as new (n: number) => T
  const next = new Ctor(capacity)
  next.set(arr)
  if (fill !== 0) next.fill(fill, arr.length)
  return next
}
