-- The search lexicon (docs/decisions/0039-search-lexicon.md): concepts of the rental domain, each
-- with the ways people write it (Arabic and Gulf spellings, plurals, English, brands in both
-- scripts). A search reads it to widen a typed word to its other forms; administrators extend it.
-- Migration 0018 seeds it from src/server/features/search/lexicon (scripts/generate-lexicon-seed.ts).
CREATE TABLE "search_concepts" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"category_id" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_concepts_key_unique" UNIQUE("key"),
	CONSTRAINT "search_concepts_key_shape" CHECK ("key" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length("key") <= 60),
	CONSTRAINT "search_concepts_kind" CHECK ("kind" IN ('thing', 'brand', 'model', 'category'))
);--> statement-breakpoint
ALTER TABLE "search_concepts" ADD CONSTRAINT "search_concepts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "search_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"concept_id" integer NOT NULL,
	"term" text NOT NULL,
	"language" text NOT NULL,
	-- As titles are folded (migration 0005): a term meets a title's word whatever the spelling.
	"normalized" text GENERATED ALWAYS AS (ajjir_search_normalize("term")) STORED,
	CONSTRAINT "search_terms_language" CHECK ("language" IN ('ar', 'en', 'translit')),
	CONSTRAINT "search_terms_term_shape" CHECK (length("term") BETWEEN 1 AND 60 AND "term" = btrim("term") AND "term" !~ '[[:cntrl:]]')
);--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_concept_id_search_concepts_id_fk" FOREIGN KEY ("concept_id") REFERENCES "public"."search_concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One form once per concept, however it is spelt.
CREATE UNIQUE INDEX "search_terms_concept_normalized_idx" ON "search_terms" USING btree ("concept_id", "normalized");--> statement-breakpoint
-- A typed word's concepts (the search), and the words that begin like what is typed (suggestions).
CREATE INDEX "search_terms_normalized_idx" ON "search_terms" USING btree ("normalized" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_terms_normalized_trgm_idx" ON "search_terms" USING gin ("normalized" gin_trgm_ops);--> statement-breakpoint
-- A word with one letter fewer, in every position: two words one typo apart (a letter missing, added,
-- changed, or two swapped) share one of these, so "genrator" meets "generator" and "tnet" "tent".
CREATE FUNCTION ajjir_one_letter_less(word text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT left(word, i - 1) || substr(word, i + 1)), '{}')
  FROM generate_series(1, length(word)) AS i
$$;--> statement-breakpoint
-- A one-word form of four letters or more, and its one-letter-less writings: what a misspelt word
-- unknown to the lexicon is compared with (shorter words would meet too many others).
ALTER TABLE "search_terms" ADD COLUMN "variants" text[] GENERATED ALWAYS AS (
  CASE WHEN ajjir_search_normalize("term") !~ '\s' AND length(ajjir_search_normalize("term")) >= 4
    THEN ajjir_one_letter_less(ajjir_search_normalize("term")) || ajjir_search_normalize("term")
    ELSE '{}'::text[] END
) STORED;--> statement-breakpoint
CREATE INDEX "search_terms_variants_idx" ON "search_terms" USING gin ("variants");--> statement-breakpoint
-- A narrower concept and the broader one it is a kind of (a GoPro is an action camera, which is a
-- camera; a بيت شعر is a tent): a search for the broader one finds the narrower ones too.
CREATE TABLE "search_concept_links" (
	"narrower_id" integer NOT NULL,
	"broader_id" integer NOT NULL,
	CONSTRAINT "search_concept_links_pk" PRIMARY KEY ("broader_id", "narrower_id"),
	CONSTRAINT "search_concept_links_not_itself" CHECK ("narrower_id" <> "broader_id")
);--> statement-breakpoint
ALTER TABLE "search_concept_links" ADD CONSTRAINT "search_concept_links_narrower_id_fk" FOREIGN KEY ("narrower_id") REFERENCES "public"."search_concepts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_concept_links" ADD CONSTRAINT "search_concept_links_broader_id_fk" FOREIGN KEY ("broader_id") REFERENCES "public"."search_concepts"("id") ON DELETE cascade ON UPDATE no action;
