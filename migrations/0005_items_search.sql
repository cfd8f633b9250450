-- Search that works for Arabic and English (features/items/items.search.ts).
--
-- ajjir_search_normalize folds the spellings people use interchangeably into
-- one: tashkeel and tatweel removed; alef forms (أ إ آ ٱ) to ا; taa marbuta ة
-- to ه; alef maqsura ى and Persian yeh ی to ي; Arabic-Indic digits to 0-9;
-- lower case; and the definite article (ال, وال, بال, فال, كال, لل) taken off
-- words, so الخيمة and خيمه meet. Titles and descriptions are indexed, and
-- queries searched, through the same function, in PostgreSQL only.
--
-- Changing the function means rebuilding the generated columns (drop and add
-- them again in a migration): stored values do not follow it by themselves.
CREATE FUNCTION ajjir_search_normalize(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT regexp_replace(
    translate(
      -- U+064B-U+065F and U+0670 (tashkeel), U+0640 (tatweel), written as code points to be legible
      lower(regexp_replace(input, '[' || chr(1611) || '-' || chr(1631) || chr(1648) || chr(1600) || ']', '', 'g')),
      'أإآٱىةی٠١٢٣٤٥٦٧٨٩',
      'اااايهي0123456789'
    ),
    '(^|[^ء-ي])(وال|بال|فال|كال|ال|لل)([ء-ي]{2,})',
    '\1\3',
    'g'
  )
$$;--> statement-breakpoint

-- The normalized title, for typo-tolerant matching by trigrams.
ALTER TABLE "items" ADD COLUMN "search_title" text
  GENERATED ALWAYS AS (ajjir_search_normalize("title")) STORED;--> statement-breakpoint

-- Words of title (weight A) and description (B): the Arabic stemmer
-- (رحلة, رحلات) and the English one (tent, tents), on the normalized text.
ALTER TABLE "items" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('arabic'::regconfig, ajjir_search_normalize("title")), 'A') ||
  setweight(to_tsvector('english'::regconfig, ajjir_search_normalize("title")), 'A') ||
  setweight(to_tsvector('arabic'::regconfig, ajjir_search_normalize("description")), 'B') ||
  setweight(to_tsvector('english'::regconfig, ajjir_search_normalize("description")), 'B')
) STORED;--> statement-breakpoint

CREATE INDEX "items_search_vector_idx" ON "items" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "items_search_title_trgm_idx" ON "items" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint

-- Distance from the searcher: a point on the earth's surface per item, for
-- nearest-first ordering (cube's <-> with this GiST index).
CREATE INDEX "items_earth_idx" ON "items" USING gist (ll_to_earth("latitude"::float8, "longitude"::float8))
  WHERE "latitude" IS NOT NULL AND "longitude" IS NOT NULL;
