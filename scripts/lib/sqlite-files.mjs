// An embedded database is more than its .db file: in WAL mode (src/db/adapter.ts) the last commits
// may still sit in `{file}-wal` beside it, with its index `{file}-shm`, until SQLite checkpoints
// them. A copy of the .db alone can miss them, and a stale -wal left beside a new .db of the same
// name would be replayed into it. These helpers move the files together. `{file}-server` is the
// production server's claim on the file (scripts/lib/sqlite-server-lock.mjs): removed with it, never
// copied (a copy is not being served).
import fs from 'node:fs'

const SIDE_FILES = ['-wal', '-shm', '-journal', '-server', '-server-journal']

/** Removes a SQLite database and its side files (a missing one is fine). */
export function removeSqlite(file) {
  for (const suffix of ['', ...SIDE_FILES]) fs.rmSync(file + suffix, { force: true })
}

/**
 * Copies a SQLite database that no process is writing, with the commits still in its -wal, over
 * whatever was at `to` (side files included). The -shm is not copied: SQLite rebuilds it.
 */
export function copySqlite(from, to) {
  removeSqlite(to)
  fs.copyFileSync(from, to)
  if (fs.existsSync(`${from}-wal`)) fs.copyFileSync(`${from}-wal`, `${to}-wal`)
}
