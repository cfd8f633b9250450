/**
 * Building blocks of the API's answer schemas (docs/decisions/0042). An answer schema describes
 * what the JSON carries; the server encodes its values through it, so a field the schema does not
 * name never leaves. `Wire<typeof x>` is the type of that JSON, the one the client reads.
 */
import { z } from 'zod';

/** The JSON an answer schema describes: what the client receives. */
export type Wire<T extends z.ZodType> = z.input<T>;

/**
 * A moment, sent as ISO 8601 with its offset ("2026-11-26T10:00:00.000Z"). The server may hold a
 * Date (a timestamptz column) or the text of one (raw SQL); either leaves as the same text.
 */
export const timestamp = z.codec(z.iso.datetime({ offset: true }), z.union([z.date(), z.string()]), {
  decode: (text) => text,
  encode: (moment) => (moment instanceof Date ? moment : new Date(moment)).toISOString(),
});

/** An amount or a rating as PostgreSQL's numeric gives it: a decimal string ("150.00", "4.80"). */
export const decimal = z.string().regex(/^-?\d+(\.\d+)?$/);

/** A calendar day, YYYY-MM-DD. */
export const day = z.iso.date();

/** An answer with no body (204). */
export const noContent = z.undefined();
