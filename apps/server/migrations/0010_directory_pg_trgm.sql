-- Trigram matching for the business directory's typo-tolerant name search and location filter.
-- PGlite loads the extension from @electric-sql/pglite/contrib/pg_trgm; on PostgreSQL pg_trgm is a trusted
-- extension, so the database owner may create it without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
