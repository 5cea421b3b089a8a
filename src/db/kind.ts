/** Which database a DATABASE_URL selects. Pure, so it can be unit-tested and shared by scripts. */
export type DatabaseKind = 'sqlite' | 'postgres' | 'mongodb'

export const DEFAULT_SQLITE_URL = 'file:./data/forecourt.db'

export function databaseKind(url: string | undefined): DatabaseKind {
  if (!url || url.startsWith('file:')) return 'sqlite'
  if (/^postgres(ql)?:\/\//.test(url)) return 'postgres'
  if (/^mongodb(\+srv)?:\/\//.test(url)) return 'mongodb'
  throw new Error(`DATABASE_URL must start with file:, postgres:// or mongodb:// (got "${url.split(':')[0]}:…")`)
}

/** The host part of a URL, for error messages that must not print credentials. */
export function databaseHost(url: string): string {
  try {
    const { host } = new URL(url)
    return host || url.split('@').pop() || url
  } catch {
    return url.replace(/\/\/[^@]*@/, '//')
  }
}
