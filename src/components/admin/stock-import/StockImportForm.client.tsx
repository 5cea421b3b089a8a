'use client'
import { Button } from '@payloadcms/ui'
import { stringify } from 'qs-esm'
import { useState } from 'react'

import { toCsv } from '@/domain/stock-import/csv-out'
import type { ImportRowError } from '@/domain/stock-import/report'
import { api } from '@/http/client'
import type { ResponseOf } from '@/http/contracts'

import { adminControlsStyle } from '../admin-controls'

type Dealership = { id: number | string; name: string; mapping: Record<string, string> }
type Field = { key: string; label: string; example: string }
type RowError = ImportRowError
/** The import's answer, typed by its contract (src/http/contracts/staff.ts). */
type Report = ResponseOf<'cars-import'>

/** Uploads with XMLHttpRequest for its upload progress (fetch has none). */
function send(form: FormData, onProgress: (p: number | null) => void): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', api.url('cars-import'))
    xhr.withCredentials = true
    xhr.upload.onprogress = (e) => onProgress(e.lengthComputable ? e.loaded / e.total : null)
    xhr.upload.onload = () => onProgress(null) // sent; the server is working
    xhr.onload = () => {
      let body: unknown = null
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        body = null // not JSON: a proxy's error page
      }
      resolve({ status: xhr.status, body })
    }
    xhr.onerror = () => resolve({ status: 0, body: null })
    xhr.send(form)
  })
}

function downloadErrors(errors: RowError[]) {
  const csv = toCsv(
    ['Line', 'Stock number', 'Field', 'Problem'],
    errors.map((e) => [e.line, e.stocknum, e.field, e.message]),
  )
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }))
  const a = Object.assign(document.createElement('a'), { href: url, download: 'stock-import-errors.csv' })
  a.click()
  URL.revokeObjectURL(url)
}

export function StockImportForm({ dealerships, fields }: { dealerships: Dealership[]; fields: Field[] }) {
  const [dealership, setDealership] = useState(String(dealerships[0]?.id ?? ''))
  const [file, setFile] = useState<File | null>(null)
  const [full, setFull] = useState(false)
  const [mapping, setMapping] = useState<Record<string, string>>(dealerships[0]?.mapping ?? {})
  const [saveMapping, setSaveMapping] = useState(false)
  const [progress, setProgress] = useState<number | null | undefined>(undefined)
  const [report, setReport] = useState<Report | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  if (!dealerships.length) return <p>You have no dealerships to import into.</p>

  function chooseDealership(id: string) {
    setDealership(id)
    setMapping(dealerships.find((d) => String(d.id) === id)?.mapping ?? {})
  }

  async function run(dryRun: boolean) {
    if (!file) return setProblem('Choose a CSV or JSON file first.')
    setProblem(null)
    setReport(null)
    setProgress(0)
    const form = new FormData()
    const cleaned = Object.fromEntries(Object.entries(mapping).filter(([, v]) => v.trim()))
    form.append(
      '_payload',
      JSON.stringify({
        dealership: Number(dealership) || dealership,
        full,
        dryRun,
        saveMapping: saveMapping && !dryRun,
        mapping: cleaned,
      }),
    )
    form.append('file', file)
    const { status, body } = await send(form, setProgress)
    setProgress(undefined)
    if (status === 200) setReport(body as Report)
    else
      setProblem(
        (body as { error?: { message?: string } } | null)?.error?.message ?? 'The import failed. Please try again.',
      )
  }

  const busy = progress !== undefined
  return (
    <form onSubmit={(e) => e.preventDefault()} aria-describedby="stock-import-status" className="forecourt-import">
      <style>{IMPORT_STYLE}</style>
      <p>
        <label htmlFor="stock-import-dealership">Dealership</label>
        <br />
        <select id="stock-import-dealership" value={dealership} onChange={(e) => chooseDealership(e.target.value)}>
          {dealerships.map((d) => (
            <option key={d.id} value={String(d.id)}>
              {d.name}
            </option>
          ))}
        </select>
      </p>
      <p>
        <label htmlFor="stock-import-file">Stock file (CSV or JSON)</label>
        <br />
        <input
          id="stock-import-file"
          type="file"
          accept=".csv,.json,text/csv,application/json"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </p>
      <p>
        <input id="stock-import-full" type="checkbox" checked={full} onChange={(e) => setFull(e.target.checked)} />{' '}
        <label htmlFor="stock-import-full">
          This is my full stock list: withdraw cars of this dealership that are not in the file
        </label>
      </p>
      <details>
        <summary>Column names in your file</summary>
        <p>Leave a field empty to use the usual column name (shown as the example).</p>
        <table>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Column in your file</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((f) => (
              <tr key={f.key}>
                <td>
                  <label htmlFor={`map-${f.key}`}>{f.label}</label>
                </td>
                <td>
                  <input
                    id={`map-${f.key}`}
                    type="text"
                    placeholder={f.example}
                    value={mapping[f.key] ?? ''}
                    onChange={(e) => setMapping({ ...mapping, [f.key]: e.target.value })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          <input
            id="stock-import-save-mapping"
            type="checkbox"
            checked={saveMapping}
            onChange={(e) => setSaveMapping(e.target.checked)}
          />{' '}
          <label htmlFor="stock-import-save-mapping">Keep these column names for this dealership</label>
        </p>
      </details>
      <div style={{ display: 'flex', gap: 'var(--base)' }}>
        <Button buttonStyle="secondary" disabled={busy} onClick={() => run(true)}>
          Dry run
        </Button>
        <Button disabled={busy} onClick={() => run(false)}>
          Import
        </Button>
      </div>
      <div id="stock-import-status" role="status" aria-live="polite">
        {busy ? (
          <p>
            <label htmlFor="stock-import-progress">{progress === null ? 'Importing…' : 'Uploading…'}</label>
            <br />
            <progress id="stock-import-progress" max={1} value={progress ?? undefined} />
          </p>
        ) : null}
        {problem ? <p className="stock-import__problem">{problem}</p> : null}
        {report ? <ImportReport report={report} dealership={dealership} /> : null}
      </div>
    </form>
  )
}

/** The Cars list filtered to the cars an import created or updated, of its dealership. */
const importedCarsHref = (dealership: string, stocknums: string[]) =>
  `/admin/collections/cars?${stringify({
    where: { and: [{ dealership: { equals: dealership } }, { stocknum: { in: stocknums } }] },
  })}`

function ImportReport({ report, dealership }: { report: Report; dealership: string }) {
  const verb = report.dryRun ? 'would be' : 'were'
  const imported = [...report.preview.created, ...report.preview.updated]
  return (
    <section aria-labelledby="stock-import-result">
      <h2 id="stock-import-result">{report.dryRun ? 'Dry run: nothing was saved' : 'Import finished'}</h2>
      <ul>
        <li>
          {report.created} {report.created === 1 ? 'car' : 'cars'} {verb} created
        </li>
        <li>
          {report.updated} {verb} updated, {report.unchanged} unchanged
        </li>
        <li>
          {report.withdrawn} {verb} withdrawn
        </li>
        {!report.dryRun ? <li>{report.photosFetched} photos fetched</li> : null}
        <li>
          {report.errors.length} {report.errors.length === 1 ? 'problem' : 'problems'} in {report.rows} rows
        </li>
      </ul>
      {!report.dryRun && imported.length ? (
        <p>
          <a href={importedCarsHref(dealership, imported)}>
            View the {imported.length} imported {imported.length === 1 ? 'car' : 'cars'}
          </a>
        </p>
      ) : null}
      {report.preview.withdrawn.length ? <p>Withdrawn: {report.preview.withdrawn.join(', ')}</p> : null}
      {report.errors.length ? (
        <>
          <Button buttonStyle="secondary" onClick={() => downloadErrors(report.errors)}>
            Download the error report (CSV)
          </Button>
          <table>
            <caption>Rows not imported (first 100)</caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Stock number</th>
                <th scope="col">Problem</th>
              </tr>
            </thead>
            <tbody>
              {report.errors.slice(0, 100).map((e, i) => (
                <tr key={i}>
                  <td>{e.line}</td>
                  <td>{e.stocknum}</td>
                  <td>{e.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </section>
  )
}

const IMPORT_STYLE = `
.forecourt-import { display: grid; gap: calc(var(--base) / 2); max-width: 48rem; }
.forecourt-import > p { margin: 0; }
.forecourt-import details { padding: calc(var(--base) / 2) var(--base); border: 1px solid var(--theme-elevation-150);
  border-radius: var(--style-radius-m); }
.forecourt-import summary { cursor: pointer; font-weight: 600; }
.forecourt-import .stock-import__problem { color: var(--theme-error-750); font-weight: 600; }
${adminControlsStyle('forecourt-import')}`
