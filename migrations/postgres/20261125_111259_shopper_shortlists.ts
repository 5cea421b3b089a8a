import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_sites_features_garage_alias" AS ENUM('none', 'mymotorama', 'mybigboxcars', 'myblinkr', 'myservco');
  CREATE TYPE "public"."enum__sites_v_version_features_garage_alias" AS ENUM('none', 'mymotorama', 'mybigboxcars', 'myblinkr', 'myservco');
  ALTER TABLE "sites" ADD COLUMN "features_garage_alias" "enum_sites_features_garage_alias" DEFAULT 'none';
  ALTER TABLE "sites" ADD COLUMN "features_equifax_finance" boolean DEFAULT false;
  ALTER TABLE "sites" ADD COLUMN "features_gate_equifax_finance" boolean DEFAULT false;
  ALTER TABLE "_sites_v" ADD COLUMN "version_features_garage_alias" "enum__sites_v_version_features_garage_alias" DEFAULT 'none';
  ALTER TABLE "_sites_v" ADD COLUMN "version_features_equifax_finance" boolean DEFAULT false;
  ALTER TABLE "_sites_v" ADD COLUMN "version_features_gate_equifax_finance" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sites" DROP COLUMN "features_garage_alias";
  ALTER TABLE "sites" DROP COLUMN "features_equifax_finance";
  ALTER TABLE "sites" DROP COLUMN "features_gate_equifax_finance";
  ALTER TABLE "_sites_v" DROP COLUMN "version_features_garage_alias";
  ALTER TABLE "_sites_v" DROP COLUMN "version_features_equifax_finance";
  ALTER TABLE "_sites_v" DROP COLUMN "version_features_gate_equifax_finance";
  DROP TYPE "public"."enum_sites_features_garage_alias";
  DROP TYPE "public"."enum__sites_v_version_features_garage_alias";`)
}
