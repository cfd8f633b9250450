/**
 * Inputs of the listing endpoints (SPEC sections 3, 5 and 7), shared by the
 * server and the list-item form. Messages are keys of VALIDATION_MESSAGES.
 */
import { z } from 'zod';
import { canonicalCity } from '../cities';
import { ITEM_CONDITIONS, ITEM_SORTS, MAX_ITEM_IMAGES, PICKUP_OPTIONS } from '../constants';
import { UPLOAD_NAME } from '../images';
import { optionalText, requiredText } from './auth';
import { calendarDay } from './days';

export const uuidSchema = z.uuid({ message: 'id_invalid' });

const isoDate = calendarDay;

/** Query of GET /api/items. Unknown parameters are ignored; bad ones are refused. */
export const itemsQuerySchema = z
  .object({
    searchTerm: z.string().trim().max(200, 'too_long').optional(),
    city: z
      .string()
      .trim()
      .max(100, 'too_long')
      .optional()
      .transform((city) => (city ? canonicalCity(city) : undefined)),
    categoryId: z.coerce
      .number('invalid')
      .int('invalid')
      .positive('invalid')
      .max(32767, 'invalid')
      .optional(),
    minPrice: z.coerce.number('invalid').min(0, 'invalid').max(1_000_000, 'invalid').optional(),
    maxPrice: z.coerce.number('invalid').min(0, 'invalid').max(1_000_000, 'invalid').optional(),
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    sort: z.enum(ITEM_SORTS, 'invalid').optional(),
    lat: z.coerce.number('invalid').min(-90, 'invalid').max(90, 'invalid').optional(),
    lng: z.coerce.number('invalid').min(-180, 'invalid').max(180, 'invalid').optional(),
    limit: z.coerce.number('invalid').int('invalid').min(1, 'invalid').max(100, 'invalid').default(24),
    offset: z.coerce.number('invalid').int('invalid').min(0, 'invalid').max(100_000, 'invalid').default(0),
  })
  .superRefine((query, ctx) => {
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'price_range_invalid' });
    }
    if ((query.startDate === undefined) !== (query.endDate === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [query.startDate ? 'endDate' : 'startDate'],
        message: 'dates_both',
      });
    } else if (query.startDate && query.endDate && query.endDate < query.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'end_before_start' });
    }
    if ((query.lat === undefined) !== (query.lng === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['lat'], message: 'position_incomplete' });
    }
    if (query.sort === 'distance' && query.lat === undefined) {
      ctx.addIssue({ code: 'custom', path: ['sort'], message: 'position_required' });
    }
  });
export type ItemsQuery = z.infer<typeof itemsQuerySchema>;

/** A price in riyal: positive, at most two decimals, answered as a decimal string ("150.00"). */
const price = (key: 'daily_rate' | 'deposit') =>
  z.union([z.number(), z.string().trim()], `${key}_invalid`).transform((value, ctx) => {
    const text = String(value).trim();
    if (!/^\d{1,7}(\.\d{1,2})?$/.test(text) || Number(text) <= 0) {
      ctx.addIssue({ code: 'custom', message: `${key}_invalid` });
      return z.NEVER;
    }
    return Number(text).toFixed(2);
  });

/** A deposit is optional: blank, null or 0 mean none. */
const depositSchema = z
  .union([z.literal(''), z.literal(0), z.literal('0'), z.null(), price('deposit')], {
    error: 'deposit_invalid',
  })
  .optional()
  .transform((value) => (value === '' || value === 0 || value === '0' || value == null ? null : value));

/** Our own pictures: uploads kept in DATA_DIR, and the demo's. */
const OWN_IMAGE = new RegExp(`^/(uploads/${UPLOAD_NAME}\\.webp|images/demo/[\\w-]+\\.svg)$`);

/** A photo: one of ours, or an https address typed by hand (SPEC's prompt). */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(1000, 'too_long')
  .refine((url) => OWN_IMAGE.test(url) || isHttpsUrl(url), 'image_url_invalid');

function isHttpsUrl(text: string): boolean {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}

/** A coordinate, or null. SPEC's client sends '0' when it has no position: that is none too. */
const coordinate = (limit: number) =>
  z
    .union([z.number(), z.string().trim(), z.null()], 'coordinates_invalid')
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === '' || Number(value) === 0) return null;
      const number = Number(value);
      if (!Number.isFinite(number) || Math.abs(number) > limit) {
        ctx.addIssue({ code: 'custom', message: 'coordinates_invalid' });
        return z.NEVER;
      }
      return number;
    });

const rentalDays = z.coerce.number('invalid').int('invalid').min(1, 'min_days_invalid').max(365, 'invalid');

const itemFields = {
  title: requiredText(120),
  description: requiredText(5000),
  dailyRate: price('daily_rate'),
  deposit: depositSchema,
  categoryId: z.coerce.number('required').int('required').positive('required').max(32767, 'invalid'),
  condition: z.enum(ITEM_CONDITIONS, 'required'),
  images: z.array(imageUrlSchema).max(MAX_ITEM_IMAGES, 'too_many_images'),
  address: optionalText(200),
  city: requiredText(100).transform(canonicalCity),
  state: optionalText(100),
  zipCode: optionalText(20),
  latitude: coordinate(90),
  longitude: coordinate(180),
  minRentalDays: rentalDays,
  maxRentalDays: z
    .union([z.literal(''), z.null(), rentalDays])
    .optional()
    .transform((value) => (value === '' || value == null ? null : value)),
  pickupOptions: z
    .array(z.enum(PICKUP_OPTIONS, 'invalid'))
    .min(1, 'pickup_required')
    .transform((options) => [...new Set(options)]),
  instantBooking: z.boolean('invalid'),
};

function maxDaysNotBelowMin(
  value: { minRentalDays?: number; maxRentalDays?: number | null },
  ctx: z.RefinementCtx,
) {
  if (
    value.maxRentalDays != null &&
    value.minRentalDays !== undefined &&
    value.maxRentalDays < value.minRentalDays
  ) {
    ctx.addIssue({ code: 'custom', path: ['maxRentalDays'], message: 'max_days_below_min' });
  }
}

/** POST /api/items. The owner is the session's user; an ownerId in the body is ignored. */
export const createItemSchema = z
  .object({
    ...itemFields,
    images: itemFields.images.default([]),
    minRentalDays: itemFields.minRentalDays.default(1),
    pickupOptions: itemFields.pickupOptions.default(['pickup']),
    instantBooking: itemFields.instantBooking.default(false),
  })
  .superRefine(maxDaysNotBelowMin);
export type CreateItemInput = z.infer<typeof createItemSchema>;
export type ItemFormValues = z.input<typeof createItemSchema>;

/** PATCH /api/items/{id}: any of the fields (no defaults: what is absent stays), plus marking it (un)available. */
export const updateItemSchema = z
  .object({
    ...Object.fromEntries(Object.entries(itemFields).map(([key, schema]) => [key, schema.optional()])),
    isAvailable: z.boolean('invalid').optional(),
  } as { [K in keyof typeof itemFields]: z.ZodOptional<(typeof itemFields)[K]> } & {
    isAvailable: z.ZodOptional<z.ZodBoolean>;
  })
  .superRefine(maxDaysNotBelowMin);
export type UpdateItemInput = z.infer<typeof updateItemSchema>;
