-- pg_trgm powers typo-tolerant search (similarity over products.search_text).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
