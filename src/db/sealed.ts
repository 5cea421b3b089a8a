import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

import { feedSecretKey } from './secret'

const PREFIX = 'sealed:v1:'
const keyOf = (secret: string) => createHash('sha256').update(secret).digest()

/** AES-256-GCM with a fresh IV: `sealed:v1:<iv>.<tag>.<ciphertext>` (base64url). */
export function seal(plain: string, secret = feedSecretKey()): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return `${PREFIX}${[iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.')}`
}

/** The plain text, or null when the value is empty, not sealed, or sealed with another key. */
export function unseal(sealed: string | null | undefined, secret = feedSecretKey()): string | null {
  if (!sealed?.startsWith(PREFIX)) return null
  const [iv, tag, body] = sealed
    .slice(PREFIX.length)
    .split('.')
    .map((p) => Buffer.from(p, 'base64url'))
  if (!iv || !tag || !body) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv)
    decipher.setAuthTag(tag)
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

export const isSealed = (value: unknown): value is string => typeof value === 'string' && value.startsWith(PREFIX)
