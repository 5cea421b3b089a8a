/**
 * A request body as text, at most `maxBytes`, cut off as soon as it passes the limit (Content-Length
 * is not trusted, only used to refuse early). 'too_large' when it is over the limit.
 */
export async function readBoundedText(request: Request, maxBytes: number): Promise<string | 'too_large'> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) return 'too_large'
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return 'too_large'
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}
