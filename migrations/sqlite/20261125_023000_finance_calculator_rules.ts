import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`sites\` ADD \`features_finance_calculator_rules\` text DEFAULT 'standard';`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`features_finance_sample_loan\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`features_finance_estimate_hidden\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`sites\` ADD \`features_finance_disclaimer_link\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`features_finance_calculator_rules\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`features_finance_sample_loan\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`features_finance_estimate_hidden\`;`)
  await db.run(sql`ALTER TABLE \`sites\` DROP COLUMN \`features_finance_disclaimer_link\`;`)
}
