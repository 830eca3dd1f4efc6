-- array_to_string is only STABLE, so a generated tsvector column cannot call it directly.
-- For text[] input the result is deterministic; this IMMUTABLE wrapper lets the services.search column use it.
CREATE OR REPLACE FUNCTION proclub_text_array_join(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string($1, ' '), '') $$;
--> statement-breakpoint
-- Enum-to-text casts are STABLE too (labels could be renamed); our category labels are fixed, so the
-- generated search column may treat the label as immutable.
CREATE OR REPLACE FUNCTION proclub_enum_words(anyenum) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT replace($1::text, '_', ' ') $$;
