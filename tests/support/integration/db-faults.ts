import type { Payload } from 'payload'

import { databaseKind } from '@/db/kind'

type Sql = {
  client?: { execute: (sql: string) => Promise<unknown> }
  pool?: { query: (sql: string) => Promise<unknown> }
}

/**
 * A real database fault for one test: a trigger that makes the database refuse (RAISE) a new lead
 * whose e-mail starts with `prefix` (`on: 'leads'`), or the delivery job of such a lead
 * (`on: 'payload_jobs'`). Only those rows fail, so tests running beside it on the same database are
 * untouched. Answers the function that drops the trigger.
 */
export async function refuseRowsOf(payload: Payload, on: 'leads' | 'payload_jobs', prefix: string) {
  const db = payload.db as unknown as Sql
  const name = `test_refuse_${on}_${prefix.replace(/\W/g, '_')}`
  const like = `'${prefix.replace(/'/g, "''")}%'`
  if (databaseKind(process.env.DATABASE_URL) === 'postgres') {
    const email = on === 'leads' ? 'NEW.email' : `(SELECT email FROM leads WHERE id = (NEW.input->>'lead')::int)`
    await db.pool!.query(
      `CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger AS $$ BEGIN
         IF ${email} LIKE ${like} THEN RAISE EXCEPTION 'refused by ${name}'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`,
    )
    await db.pool!.query(`CREATE TRIGGER ${name} BEFORE INSERT ON ${on} FOR EACH ROW EXECUTE FUNCTION ${name}()`)
    return async () => {
      await db.pool!.query(`DROP TRIGGER IF EXISTS ${name} ON ${on}`)
      await db.pool!.query(`DROP FUNCTION IF EXISTS ${name}()`)
    }
  }
  const email =
    on === 'leads'
      ? 'NEW.email'
      : `(SELECT email FROM leads WHERE id = CAST(json_extract(NEW.input, '$.lead') AS INTEGER))`
  await db.client!.execute(
    `CREATE TRIGGER ${name} BEFORE INSERT ON ${on} WHEN ${email} LIKE ${like} BEGIN SELECT RAISE(ABORT, 'refused by ${name}'); END`,
  )
  return async () => {
    await db.client!.execute(`DROP TRIGGER IF EXISTS ${name}`)
  }
}
