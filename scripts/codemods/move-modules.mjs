// Moves modules with `git mv` and rewrites every reference to them across the repo: import
// specifiers (the aliases of tsconfig.json and relative paths, in import/export/import()/require/
// vi.mock), and repo paths written as strings or in docs (`src/data/leads/leads.ts`). Re-runnable: a move
// already made is skipped, and a reference still naming an old path (code merged after the move) is
// rewritten on the next run. README.md is left alone unless `--readme` is passed.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const CODE = /\.(ts|tsx|mts|cts|mjs|js|cjs)$/
const RESOLVE_EXTS = ['.ts', '.tsx', '.mjs', '.js', '.cjs', '.mts', '.cts', '.json', '.css']
const ALIASES = [
  ['@payload-config', 'payload.config.ts', true],
  ['@collections/', 'collections/'],
  ['@tenants/', 'tenants/'],
  ['@globals/', 'globals/'],
  ['@/', 'src/'],
]
const SPECIFIER =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*|\bvi\.(?:mock|doMock|importActual)\s*\(\s*|\bexport\s+\*\s+from\s*)(['"])([^'"\n]+)\2/g

const posix = (p) => p.split(path.sep).join('/')
const stripExt = (p) => p.replace(/\.(ts|tsx|mts|cts|mjs|js|cjs)$/, '')

/**
 * @param {string} root the repo
 * @param {Array<[string, string]>} moves repo-relative file paths, old → new (with extensions)
 * @param {{ readme?: boolean, dryRun?: boolean, log?: (line: string) => void }} options
 */
export function moveModules(root, moves, { readme = false, dryRun = false, log = console.log } = {}) {
  const abs = (p) => path.join(root, p)
  const isFile = (p) => existsSync(abs(p)) && statSync(abs(p)).isFile()
  /** old path without extension → new path (with extension) */
  const byOld = new Map(moves.map(([from, to]) => [stripExt(from), to]))
  const toDo = moves.filter(([from, to]) => {
    if (isFile(from) && isFile(to)) {
      log(`both ${from} and ${to} exist: merge them by hand, then re-run`)
      return false
    }
    return isFile(from)
  })
  const movedNow = new Map(toDo.map(([from, to]) => [from, to]))

  const listed = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((f) => f && !f.startsWith('node_modules/') && isFile(f))
  const files = listed.filter((f) => CODE.test(f) || (f.endsWith('.md') && (readme || f !== 'README.md')))

  /** A specifier's target as a repo path (extension as found), or null for packages. */
  const resolveSpec = (spec, fromFile) => {
    let base = null
    for (const [alias, target, exact] of ALIASES) {
      if (exact ? spec === alias : spec.startsWith(alias)) {
        base = exact ? target : target + spec.slice(alias.length)
        break
      }
    }
    if (base === null && spec.startsWith('.')) base = posix(path.normalize(path.join(path.dirname(fromFile), spec)))
    if (base === null) return null
    const candidates = [base, ...RESOLVE_EXTS.map((e) => base + e), ...['/index.ts', '/index.tsx'].map((e) => base + e)]
    for (const c of candidates) if (isFile(c)) return { path: c, alias: !spec.startsWith('.'), spec }
    // Not on disk: an old path of a module moved earlier (code merged after the move).
    const known = byOld.get(stripExt(base)) ?? byOld.get(`${stripExt(base)}/index`)
    if (known) return { path: known, alias: !spec.startsWith('.'), spec, stale: true }
    return null
  }
  const finalOf = (p) => movedNow.get(p) ?? byOld.get(stripExt(p)) ?? p
  const specFor = (target, fromFinal, { alias, spec }) => {
    const keepExt = /\.(ts|tsx|mjs|js|cjs|json|css)$/.test(spec)
    const shown = keepExt ? target : stripExt(target).replace(/\/index$/, spec.endsWith('/index') ? '/index' : '')
    // A relative path that leaves its top folder (src/x, collections, tenants…) becomes an alias.
    const top = (p) =>
      p
        .split('/')
        .slice(0, p.startsWith('src/') ? 2 : 1)
        .join('/')
    if (
      alias ||
      (top(target) !== top(fromFinal) &&
        !target.startsWith('scripts/') &&
        !fromFinal.startsWith('scripts/') &&
        fromFinal !== 'payload.config.ts')
    ) {
      if (target === 'payload.config.ts') return alias ? '@payload-config' : relative(shown, fromFinal)
      for (const [a, t, exact] of ALIASES) if (!exact && shown.startsWith(t)) return a + shown.slice(t.length)
    }
    return relative(shown, fromFinal)
  }
  const relative = (shown, fromFinal) => {
    const rel = posix(path.relative(path.dirname(fromFinal), shown))
    return rel.startsWith('.') ? rel : `./${rel}`
  }
  // Repo paths written out (tests, comments, docs): old → new, longest first.
  const pathWords = [...byOld.entries()]
    .map(([oldNoExt, to]) => [oldNoExt, stripExt(to)])
    .filter(([a, b]) => a !== b)
    .sort((a, b) => b[0].length - a[0].length)
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const pathWord = pathWords.length
    ? new RegExp(`(?<![\\w@/.-])(${pathWords.map(([a]) => escape(a)).join('|')})(?![\\w/-])`, 'g')
    : null
  const newOfOld = new Map(pathWords)

  const rewritten = []
  for (const file of files) {
    const text = readFileSync(abs(file), 'utf8')
    const fromFinal = finalOf(file)
    let next = text
    if (CODE.test(file)) {
      next = next.replace(SPECIFIER, (whole, lead, quote, spec) => {
        const hit = resolveSpec(spec, file)
        if (!hit) return whole
        const targetFinal = finalOf(hit.path)
        if (!hit.stale && targetFinal === hit.path && fromFinal === file) return whole
        const wanted = specFor(targetFinal, fromFinal, hit)
        return wanted === spec ? whole : `${lead}${quote}${wanted}${quote}`
      })
    }
    if (pathWord) next = next.replace(pathWord, (m) => newOfOld.get(m) ?? m)
    if (next !== text) {
      rewritten.push(fromFinal)
      if (!dryRun) writeFileSync(abs(file), next)
    }
  }
  for (const [from, to] of toDo) {
    log(`git mv ${from} ${to}`)
    if (dryRun) continue
    mkdirSync(path.dirname(abs(to)), { recursive: true })
    execFileSync('git', ['mv', from, to], { cwd: root })
  }
  log(`${toDo.length} moved, ${rewritten.length} files rewritten`)
  return { moved: toDo.map(([, to]) => to), rewritten }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)
if (isMain) {
  // node scripts/codemods/move-modules.mjs old.ts=new.ts [...] [--readme] [--dry-run]
  const args = process.argv.slice(2)
  const moves = args.filter((a) => a.includes('=')).map((a) => a.split('='))
  moveModules(process.cwd(), moves, { readme: args.includes('--readme'), dryRun: args.includes('--dry-run') })
}
