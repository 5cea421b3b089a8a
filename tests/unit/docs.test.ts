import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

// The README is what a newcomer reads first: what Forecourt is, the two commands, configuration in
// short and where to read on; everything else lives in docs/, one file per audience and subject
// (docs/CONVENTIONS.md "Habits"). These checks keep the two true to each other: the README stays
// short, every relative link and #anchor in the docs leads somewhere, every `docs/… "Section"`
// citation in the code names a section that exists, and nothing cites an issue number, which a
// reader of the repository cannot see.
const root = path.resolve(import.meta.dirname, '../..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')

const README_MAX_LINES = 250

function filesUnder(dir: string, ext: RegExp): string[] {
  const full = path.join(root, dir)
  if (!fs.existsSync(full)) return []
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(rel, ext)
    return ext.test(entry.name) ? [rel] : []
  })
}

const docs = ['README.md', ...filesUnder('docs', /\.md$/)]

/** The text outside fenced code blocks and inline code, where links and headings are Markdown. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length))
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>()
  const anchors = new Set<string>()
  for (const m of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6} (.+)$/gm)) {
    const base = m[1]!
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-')
    const n = seen.get(base) ?? 0
    seen.set(base, n + 1)
    anchors.add(n === 0 ? base : `${base}-${n}`)
  }
  return anchors
}

/** A section's names: each heading (without code ticks, and without a trailing "(…)"), and each bold paragraph title. */
function sectionsOf(markdown: string): Set<string> {
  const names = new Set<string>()
  const text = markdown.replace(/^```[\s\S]*?^```/gm, '')
  for (const m of text.matchAll(/^#{1,6} (.+)$/gm)) {
    const heading = m[1]!.trim()
    for (const name of [heading, heading.replace(/`/g, '')]) {
      names.add(name)
      names.add(name.replace(/\s*\(.*\)\s*$/, ''))
    }
  }
  for (const m of text.matchAll(/^(?:- )?\*\*([^*]+?)\.?\*\*/gm)) names.add(m[1]!.trim())
  return names
}

/** A citation may shorten a heading to its first words: "Caches" for "Caches, and what expires each". */
function citesSection(sections: Set<string>, cited: string): boolean {
  return [...sections].some(
    (name) => name === cited || (name.startsWith(cited) && /^[^\p{L}\p{N}]/u.test(name.slice(cited.length))),
  )
}

/** Relative link targets in a Markdown file's prose: `[text](target)` and `![alt](target)`. */
function relativeLinks(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
}

const ISSUE_REFERENCE = /\bissues?\s*#?\d+/i

describe('the README', () => {
  const readme = read('README.md')

  it(`is at most ${README_MAX_LINES} lines: what a newcomer needs first`, () => {
    expect(readme.split('\n').length).toBeLessThanOrEqual(README_MAX_LINES)
  })

  it("shows the two commands, and the test command is the one CI runs (.ci/run's `npm test`)", () => {
    expect(readme).toMatch(/^npm ci && npm run demo\b/m)
    expect(readme).toMatch(/^npm test\b/m)
    expect(read('.ci/run')).toMatch(/\bnpm test\s*$/m)
  })

  it('links to every doc under docs/', () => {
    const linked = new Set(relativeLinks(readme).map((target) => path.normalize(target.split('#')[0]!)))
    const unlinked = filesUnder('docs', /\.md$/).filter(
      (file) => !linked.has(file) && !file.startsWith(path.join('docs', 'features') + path.sep),
    )
    expect(unlinked).toEqual([])
  })
})

describe('links in README.md and docs/', () => {
  it('finds links, anchors and sections (the scan itself works)', () => {
    const sample =
      '# A `b` (c)\n\n## A `b` (c)\n\n**Bold.** text [x](y.md#z) ![i](img.png) [w](https://e.com)\n\n```\n[no](no.md)\n```\n'
    expect(relativeLinks(sample)).toEqual(['y.md#z', 'img.png'])
    expect([...anchorsOf(sample)]).toEqual(['a-b-c', 'a-b-c-1'])
    expect(sectionsOf(sample)).toEqual(new Set(['A `b` (c)', 'A `b`', 'A b (c)', 'A b', 'Bold']))
    expect(citesSection(new Set(['Caches, and what expires each']), 'Caches')).toBe(true)
    expect(citesSection(new Set(['Cachesx']), 'Caches')).toBe(false)
    expect(docs.length).toBeGreaterThan(15)
  })

  for (const doc of docs) {
    it(`${doc}: every relative link leads to a file, and every #anchor to a heading`, () => {
      const broken: string[] = []
      for (const target of relativeLinks(read(doc))) {
        const [file, anchor] = target.split('#') as [string, string | undefined]
        const resolved = file === '' ? doc : path.normalize(path.join(path.dirname(doc), decodeURI(file)))
        if (!fs.existsSync(path.join(root, resolved))) {
          broken.push(`${target}: no file ${resolved}`)
          continue
        }
        if (anchor && resolved.endsWith('.md') && !anchorsOf(read(resolved)).has(anchor)) {
          broken.push(`${target}: no heading #${anchor} in ${resolved}`)
        }
      }
      expect(broken).toEqual([])
    })
  }
})

describe('citations of the docs in code and tests', () => {
  const CODE_DIRS = [
    'src',
    'collections',
    'globals',
    'tenants',
    'scripts',
    'tests',
    'bench',
    'migrations',
    'docs',
    'public',
  ]
  const files = [
    ...CODE_DIRS.flatMap((dir) => filesUnder(dir, /\.(ts|tsx|mjs|cjs|js|css|md)$/)),
    ...fs.readdirSync(root).filter((f) => /\.(ts|js|mjs)$/.test(f)),
    '.ci/run',
  ]
  /** A quoted section name may wrap onto the next comment line: `// … "Caching and\n// page weight"`. */
  const unwrap = (quoted: string) => quoted.replace(/\s*\n\s*(?:\/\/|\*|#|\/\*)?\s*/g, ' ').trim()
  const citations = files.flatMap((file) =>
    [...read(file).matchAll(/\b(README|docs\/[\w./-]+\.md)\s*\n?\s*(?:\/\/|\*)?\s*"([^"]{1,120})"/g)].map((m) => ({
      file,
      doc: m[1] === 'README' ? 'README.md' : m[1]!,
      section: unwrap(m[2]!),
    })),
  )

  it('finds citations (the scan itself works)', () => {
    expect(citations.length).toBeGreaterThan(300)
    expect(unwrap('Caching and\n   // page weight')).toBe('Caching and page weight')
  })

  it('every citation of a doc by its path (or README) and a quoted section names a file and a section of it', () => {
    const sections = new Map<string, Set<string>>()
    const missing = citations.flatMap(({ file, doc, section }) => {
      if (!fs.existsSync(path.join(root, doc))) return [`${file}: ${doc} does not exist`]
      if (!sections.has(doc)) sections.set(doc, sectionsOf(read(doc)))
      return citesSection(sections.get(doc)!, section) ? [] : [`${file}: ${doc} has no section "${section}"`]
    })
    expect(missing).toEqual([])
  })
})

describe('issue numbers', () => {
  // Readers of the repository cannot see the issues: docs and code cite the spec section or a doc.
  const TEXT_DIRS = [
    'docs',
    'src',
    'collections',
    'globals',
    'tenants',
    'scripts',
    'tests',
    'bench',
    'migrations',
    'public',
  ]
  const files = [
    'README.md',
    '.ci/run',
    ...fs.readdirSync(root).filter((f) => /\.(ts|js|mjs|json|yaml)$/.test(f) && f !== 'package-lock.json'),
    ...TEXT_DIRS.flatMap((dir) => filesUnder(dir, /\.(md|ts|tsx|mjs|cjs|js|css|json|sql)$/)),
  ]

  it('recognises a reference (the scan itself works)', () => {
    const n = String(37)
    expect(ISSUE_REFERENCE.test(`fixed in issue ${n}`)).toBe(true)
    expect(ISSUE_REFERENCE.test(`see Issues #${n}`)).toBe(true)
    expect(ISSUE_REFERENCE.test('vercel/next.js#62228, two issues')).toBe(false)
    expect(files).toEqual(expect.arrayContaining(['README.md', 'docs/deploy.md', 'eslint.config.js']))
  })

  it('no doc, comment or test cites one', () => {
    const cited = files.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, i) => (ISSUE_REFERENCE.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    )
    expect(cited).toEqual([])
  })
})
