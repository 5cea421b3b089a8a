import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites" ADD COLUMN "features_brand_pages" boolean DEFAULT false;
  ALTER TABLE "_sites_v" ADD COLUMN "version_features_brand_pages" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites" DROP COLUMN "features_brand_pages";
  ALTER TABLE "_sites_v" DROP COLUMN "version_features_brand_pages";`)
}
