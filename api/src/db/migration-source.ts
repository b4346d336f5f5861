import type { Knex } from 'knex';
import * as m0001 from './migrations/20251122_0001_tracking';
import * as m0002 from './migrations/20251122_0002_users';
import * as m0003 from './migrations/20251122_0003_content';
import * as m0004 from './migrations/20251122_0004_verifactu';
import * as m0005 from './migrations/20251122_0005_leads';
import * as m0006 from './migrations/20261123_0006_staff';
import * as m0007 from './migrations/20261123_0007_lead_desk';
import * as m0008 from './migrations/20261123_0008_consent';
import * as m0009 from './migrations/20261124_0009_voting_board';
import * as m0010 from './migrations/20261125_0010_contact_newsletter';
import * as m0011 from './migrations/20261125_0011_ebook_descriptions';
import * as m0012 from './migrations/20261125_0012_pixel_versions';
import * as m0013 from './migrations/20261127_0013_content_translations';
import * as m0014 from './migrations/20261127_0014_ebook_console';
import * as m0015 from './migrations/20261127_0015_knowledge_versions';
import * as m0016 from './migrations/20261127_0016_roadmap_items';
import * as m0017 from './migrations/20261127_0017_catalog_console';
import * as m0018 from './migrations/20261128_0018_long_texts';
import * as m0019 from './migrations/20261129_0019_lead_attribution';
import * as m0020 from './migrations/20261129_0020_lead_outbox';
import * as m0021 from './migrations/20261129_0021_informal_spanish_faq';
import * as m0022 from './migrations/20261129_0022_web_vitals';
import * as m0023 from './migrations/20261130_0023_search_misses';
import * as m0024 from './migrations/20261130_0024_pixel_vendor_origins';
import * as m0025 from './migrations/20261201_0025_lead_inbox';
import * as m0026 from './migrations/20261201_0026_product_prices';
import * as m0027 from './migrations/20261202_0027_content_versions';

interface NamedMigration {
  name: string;
  migration: Knex.Migration;
}

/**
 * Migrations listed statically instead of read from a folder: the bundled
 * server (dist/server.js) has no migrations folder. Append new ones here, in
 * order; the name is what knex_migrations records, so never rename one.
 */
const migrations: NamedMigration[] = [
  { name: '20251122_0001_tracking', migration: m0001 },
  { name: '20251122_0002_users', migration: m0002 },
  { name: '20251122_0003_content', migration: m0003 },
  { name: '20251122_0004_verifactu', migration: m0004 },
  { name: '20251122_0005_leads', migration: m0005 },
  { name: '20261123_0006_staff', migration: m0006 },
  { name: '20261123_0007_lead_desk', migration: m0007 },
  { name: '20261123_0008_consent', migration: m0008 },
  { name: '20261124_0009_voting_board', migration: m0009 },
  { name: '20261125_0010_contact_newsletter', migration: m0010 },
  { name: '20261125_0011_ebook_descriptions', migration: m0011 },
  { name: '20261125_0012_pixel_versions', migration: m0012 },
  { name: '20261127_0013_content_translations', migration: m0013 },
  { name: '20261127_0014_ebook_console', migration: m0014 },
  { name: '20261127_0015_knowledge_versions', migration: m0015 },
  { name: '20261127_0016_roadmap_items', migration: m0016 },
  { name: '20261127_0017_catalog_console', migration: m0017 },
  { name: '20261128_0018_long_texts', migration: m0018 },
  { name: '20261129_0019_lead_attribution', migration: m0019 },
  { name: '20261129_0020_lead_outbox', migration: m0020 },
  { name: '20261129_0021_informal_spanish_faq', migration: m0021 },
  { name: '20261129_0022_web_vitals', migration: m0022 },
  { name: '20261130_0023_search_misses', migration: m0023 },
  { name: '20261130_0024_pixel_vendor_origins', migration: m0024 },
  { name: '20261201_0025_lead_inbox', migration: m0025 },
  { name: '20261201_0026_product_prices', migration: m0026 },
  { name: '20261202_0027_content_versions', migration: m0027 },
];

export const migrationSource: Knex.MigrationSource<NamedMigration> = {
  getMigrations: async () => migrations,
  getMigrationName: (m) => m.name,
  getMigration: async (m) => m.migration,
};
