import { AsyncLocalStorage } from 'node:async_hooks'

import type { Id } from '@/domain/ids'

/**
 * What the request's admission (src/http/admission.ts) decided about a public write, for the lead
 * intake below it (src/data/leads/intake.ts, the only reader; ARCHITECTURE "Walls", docs/features/security.md
 * "Security"): whether a lead it stores is suspected
 * (sent without a solved challenge while the site was past its normal rate), and the ids of the
 * leads it stored, which a challenged retry of the same submission releases. One store per process,
 * whatever bundle imports it.
 */
export type Intake = { suspected: boolean; leadIds: Id[] }

const KEY = Symbol.for('forecourt.intake')
const holder = globalThis as unknown as { [KEY]?: AsyncLocalStorage<Intake> }
const storage = (holder[KEY] ??= new AsyncLocalStorage<Intake>())

/** Runs `fn` as one public write: the leads it stores are suspected or not, and are recorded in `intake`. */
export const runIntake = <T>(intake: Intake, fn: () => T): T => storage.run(intake, fn)

/** Whether the current write is suspected; false outside an admitted request (jobs, scripts, staff). */
export const intakeSuspected = (): boolean => storage.getStore()?.suspected ?? false

/** Records a stored lead's id on the current write. */
export const noteStoredLead = (id: Id): void => void storage.getStore()?.leadIds.push(id)
