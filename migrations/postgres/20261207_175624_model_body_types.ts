import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "models" ADD COLUMN "manufacturer_body2" varchar;
  ALTER TABLE "models" ADD COLUMN "manufacturer_body3" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "models" DROP COLUMN "manufacturer_body2";
  ALTER TABLE "models" DROP COLUMN "manufacturer_body3";`)
}
