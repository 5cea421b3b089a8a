import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites" ADD COLUMN "settings_reservations_per_shopper" numeric;
  ALTER TABLE "_sites_v" ADD COLUMN "version_settings_reservations_per_shopper" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites" DROP COLUMN "settings_reservations_per_shopper";
  ALTER TABLE "_sites_v" DROP COLUMN "version_settings_reservations_per_shopper";`)
}
