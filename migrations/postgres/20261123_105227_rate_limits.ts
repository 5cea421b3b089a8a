import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ADD COLUMN "idempotency_key" varchar;
  ALTER TABLE "leads" ADD COLUMN "idempotency_fingerprint" varchar;
  CREATE UNIQUE INDEX "site_idempotency_key_idx" ON "leads" USING btree ("site_id","idempotency_key");
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "site_idempotency_key_idx";
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "leads" DROP COLUMN "idempotency_key";
  ALTER TABLE "leads" DROP COLUMN "idempotency_fingerprint";`)
}
