#!/usr/bin/env node
// Prints the mutation score of each mutated folder from StrykerJS's JSON report
// (reports/mutation/mutation.json, written by `npm run test:mutation`) and fails when src/domain is
// under its floor (docs/testing.md "Mutation testing"). Score: killed and timed-out mutants over all
// that were valid (survived and uncovered count against it; compile and runtime errors do not).
import { readFileSync } from 'node:fs'

const FLOORS = { 'src/domain': 85 }
const FOLDERS = ['src/domain', 'src/forms', 'src/http']

export function scoreByFolder(report, folders = FOLDERS) {
  const rows = Object.fromEntries(folders.map((f) => [f, { killed: 0, survived: 0, noCoverage: 0, timeout: 0 }]))
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const folder = folders.find((f) => file === f || file.startsWith(`${f}/`))
    if (!folder) continue
    for (const m of mutants) {
      if (m.status === 'Killed') rows[folder].killed++
      else if (m.status === 'Timeout') rows[folder].timeout++
      else if (m.status === 'Survived') rows[folder].survived++
      else if (m.status === 'NoCoverage') rows[folder].noCoverage++
    }
  }
  return Object.entries(rows).map(([folder, r]) => {
    const valid = r.killed + r.timeout + r.survived + r.noCoverage
    return { folder, ...r, score: valid ? Math.round(((r.killed + r.timeout) / valid) * 10_000) / 100 : null }
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = JSON.parse(readFileSync(process.argv[2] ?? 'reports/mutation/mutation.json', 'utf8'))
  const rows = scoreByFolder(report)
  console.table(rows)
  const under = rows.filter((r) => FLOORS[r.folder] != null && (r.score ?? 0) < FLOORS[r.folder])
  for (const r of under)
    console.error(`✖ ${r.folder}: mutation score ${r.score}% is under its floor of ${FLOORS[r.folder]}%`)
  process.exit(under.length ? 1 : 0)
}
