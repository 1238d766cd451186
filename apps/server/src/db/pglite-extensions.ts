import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Extensions the migrations create (PGlite bundles them; PostgreSQL ships them in contrib). */
export const pgliteExtensions = { pg_trgm };
