import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/schema.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The places a member hides their profile from (issue 35): ISO 3166-1 country codes and, in the US and
 * Canada, ISO 3166-2 state and province codes (`US-TX`, `CA-QC`). No row, or two empty lists: hidden
 * from nowhere. The GIN indexes answer "who blocks this place" for a viewer in one look-up.
 */
export const geoBlocks = pgTable(
  'geo_blocks',
  {
    owner_id: uuid('owner_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
    regions: text('regions').array().notNull().default(sql`'{}'::text[]`),
    updated_at: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('geo_blocks_countries_idx').using('gin', t.countries), index('geo_blocks_regions_idx').using('gin', t.regions)],
);

/** Members an owner lets through from a blocked place anyway (when signed in). */
export const geoBlockAllows = pgTable(
  'geo_block_allows',
  {
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    member_id: uuid('member_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.owner_id, t.member_id] }),
    index('geo_block_allows_member_idx').on(t.member_id),
    check('geo_block_allows_not_self', sql`${t.owner_id} <> ${t.member_id}`),
  ],
);
