/**
 * Inputs of the listing endpoints (docs/product.md, "Records", "Validation" and "API"), shared by the
 * server and the list-item form. Messages are keys of VALIDATION_MESSAGES.
 */

import { z } from 'zod';
import { MAX_RENTAL_DAYS } from '../bookings';
import { canonicalCity } from '../cities';
import {
  CANCELLATION_POLICIES,
  ITEM_CONDITIONS,
  ITEM_SORTS,
  MAX_ITEM_IMAGES,
  MAX_LISTING_OFFSET,
  MAX_PRICE,
  PICKUP_OPTIONS,
} from '../constants';
import { numberInput, numberText } from '../digits';
import { normalizedImageAddress } from '../images';
import { MAX_DISCOUNT_PERCENT } from '../money';
import { IDENTITY_REQUIREMENTS } from '../verification';
import { digitsText, optionalText, requiredText } from './auth';
import { calendarDay } from './days';
import { whenValid } from './refine';

export const uuidSchema = z.uuid({ message: 'id_invalid' });

const isoDate = calendarDay;

export const DEFAULT_LISTING_LIMIT = 24;

/**
 * A price filter in riyal, rounded to the halala: 10.004 and 10 are one filter (and one cache key).
 * Typed with Arabic-Indic digits ("٥٠") it is the same filter (shared/digits.ts).
 */
const priceFilter = z
  .preprocess(
    numberInput,
    z.coerce
      .number('invalid')
      .min(0, 'invalid')
      .max(1_000_000, 'invalid')
      .transform((value) => Math.round(value * 100) / 100),
  )
  .optional();

/** Decimal places a position filter keeps: 4 is about 11 m, finer than any "nearest first" needs. */
const POSITION_DECIMALS = 4;
const position = (limit: number) =>
  z.coerce
    .number('invalid')
    .min(-limit, 'invalid')
    .max(limit, 'invalid')
    .transform((value) => Number(value.toFixed(POSITION_DECIMALS)))
    .optional();

/**
 * Query of GET /api/items. Unknown parameters are ignored; bad ones are refused. Values come out
 * canonical (one spacing of the term, prices in halalas, positions to ~11 m) so that requests
 * asking the same thing share one answer in the read cache (`listCacheKey`).
 */
export const itemsQuerySchema = z
  .object({
    searchTerm: z
      .string()
      .trim()
      .max(200, 'too_long')
      .transform((term) => term.replace(/\s+/g, ' ') || undefined)
      .optional(),
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
    minPrice: priceFilter,
    maxPrice: priceFilter,
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    sort: z.enum(ITEM_SORTS, 'invalid').optional(),
    lat: position(90),
    lng: position(180),
    limit: z.coerce
      .number('invalid')
      .int('invalid')
      .min(1, 'invalid')
      .max(100, 'invalid')
      .default(DEFAULT_LISTING_LIMIT),
    offset: z.coerce
      .number('invalid')
      .int('invalid')
      .min(0, 'invalid')
      .max(MAX_LISTING_OFFSET, 'page_too_deep')
      .default(0),
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

/** A price typed or sent (Arabic-Indic digits and separators read the same), as "150.00"; else its problem. */
function priceText(key: 'daily_rate' | 'deposit', value: string | number, ctx: z.RefinementCtx): string {
  const text = numberText(String(value));
  const amount = /^\d+(\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN;
  if (amount > Number(MAX_PRICE)) {
    ctx.addIssue({ code: 'custom', message: 'price_too_high' });
    return z.NEVER;
  }
  if (!(amount > 0)) {
    ctx.addIssue({ code: 'custom', message: `${key}_invalid` });
    return z.NEVER;
  }
  return amount.toFixed(2);
}

/** A daily rate in riyal: positive, at most two decimals and MAX_PRICE (said with the limit). */
const dailyRateSchema = z
  .union([z.number(), z.string()], 'daily_rate_invalid')
  .transform((value, ctx) => priceText('daily_rate', value, ctx));

/**
 * A deposit is optional: blank, null or 0 ("٠" too) mean none; else a price as the daily rate's.
 * Not a union of those: a form would then show the first branch's problem, not the price's limit.
 */
const depositSchema = z
  .union([z.number(), z.string(), z.null()], 'deposit_invalid')
  .optional()
  .transform((value, ctx) => {
    const text = value == null ? '' : numberText(String(value));
    return text === '' || text === '0' ? null : priceText('deposit', text, ctx);
  });

/**
 * A photo: one of ours, or an https address (normalised). Whether an https address is on one of
 * the configured image hosts is the server's to say (isAllowedImageUrl, docs/decisions/0034).
 */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(1000, 'too_long')
  .transform((text, ctx) => {
    const address = normalizedImageAddress(text);
    if (address === null) ctx.addIssue({ code: 'custom', message: 'image_url_invalid' });
    return address ?? z.NEVER;
  });

/** A coordinate, or null. A client may send '0' when it has no position (docs/decisions/0016): that is none too. */
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

/** An owner's rental length: at least a day, at most the platform's maximum (docs/decisions/0033). */
const rentalDays = z.preprocess(
  numberInput,
  z.coerce
    .number('invalid')
    .int('invalid')
    .min(1, 'min_days_invalid')
    .max(MAX_RENTAL_DAYS, 'rental_days_over_max'),
);

/** An owner's discount: a whole percent from 0 to 90 (shared/money.ts), as a number or digits; blank or null is none. */
const discountPercent = z
  .union([z.number(), z.string(), z.null()], 'discount_invalid')
  .transform((value, ctx) => {
    const text = typeof value === 'string' ? numberText(value) : value;
    const percent =
      text === null || text === ''
        ? 0
        : typeof text === 'number'
          ? text
          : /^\d{1,3}$/.test(text)
            ? Number(text)
            : Number.NaN;
    if (!Number.isInteger(percent) || percent < 0 || percent > MAX_DISCOUNT_PERCENT) {
      ctx.addIssue({ code: 'custom', message: 'discount_invalid' });
      return z.NEVER;
    }
    return percent;
  });

const itemFields = {
  title: requiredText(120),
  description: requiredText(5000),
  dailyRate: dailyRateSchema,
  deposit: depositSchema,
  categoryId: z.coerce.number('required').int('required').positive('required').max(32767, 'invalid'),
  condition: z.enum(ITEM_CONDITIONS, 'required'),
  images: z.array(imageUrlSchema).max(MAX_ITEM_IMAGES, 'too_many_images'),
  address: optionalText(200),
  city: requiredText(100).transform(canonicalCity),
  state: optionalText(100),
  zipCode: digitsText(20),
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
  identityRequirement: z.enum(IDENTITY_REQUIREMENTS, 'invalid'),
  weeklyDiscountPercent: discountPercent,
  monthlyDiscountPercent: discountPercent,
  cancellationPolicy: z.enum(CANCELLATION_POLICIES, 'cancellation_policy_invalid'),
};

/**
 * A monthly discount, when given, is at least the weekly one: a rental of 28 days is also one of 7,
 * so a smaller monthly discount would never apply (`discountPercentFor` takes the larger) and the
 * owner's figure would mislead. An edit that sends one of the two is checked against the stored
 * other one by the server (items.service.ts).
 */
export function monthlyNotBelowWeekly(
  value: { weeklyDiscountPercent?: number; monthlyDiscountPercent?: number },
  ctx: z.RefinementCtx,
) {
  const { weeklyDiscountPercent: weekly, monthlyDiscountPercent: monthly } = value;
  if (weekly !== undefined && monthly !== undefined && monthly > 0 && monthly < weekly) {
    ctx.addIssue({ code: 'custom', path: ['monthlyDiscountPercent'], message: 'monthly_below_weekly' });
  }
}

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
    identityRequirement: itemFields.identityRequirement.default('none'),
    weeklyDiscountPercent: itemFields.weeklyDiscountPercent.default(0),
    monthlyDiscountPercent: itemFields.monthlyDiscountPercent.default(0),
    cancellationPolicy: itemFields.cancellationPolicy.default('flexible'),
  })
  .superRefine(maxDaysNotBelowMin, whenValid('minRentalDays', 'maxRentalDays'))
  .superRefine(monthlyNotBelowWeekly, whenValid('weeklyDiscountPercent', 'monthlyDiscountPercent'));
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
  .superRefine(maxDaysNotBelowMin, whenValid('minRentalDays', 'maxRentalDays'))
  .superRefine(monthlyNotBelowWeekly, whenValid('weeklyDiscountPercent', 'monthlyDiscountPercent'));
export type UpdateItemInput = z.infer<typeof updateItemSchema>;
