/**
 * Inputs of the administration endpoints (/api/admin; docs/product.md, "Pages",
 * "Validation" and "API"), shared by the server (at the edge) and the admin screens.
 * Messages are keys of VALIDATION_MESSAGES (shared/validation.ts).
 */
import { z } from 'zod';
import {
  ADMIN_PAGE_SIZE,
  AUDIT_ACTIONS,
  BEST_SELLING_LIMIT,
  EXPORT_FORMATS,
  STATS_INTERVALS,
  STATS_SERIES_MAX_DAYS,
  SUSPENDED_FILTERS,
} from '../constants';
import { hasVisibleText } from '../validation';
import {
  businessFields,
  emailSchema,
  memberText,
  optionalText,
  phoneSchema,
  requireCompanyForBusiness,
  requiredText,
  usernameSchema,
} from './auth';
import { calendarDay } from './days';
import { uuidSchema } from './items';
import { profileUpdateSchema } from './users';

/** Longest block reason an administrator may write. */
export const SUSPENSION_REASON_MAX = 500;

/** A search box's text: trimmed, and blank is no search. */
const searchText = z
  .string()
  .trim()
  .max(100, 'too_long')
  .optional()
  .transform((value) => (value ? value : undefined));

/** Paging of the admin tables: `limit` rows from `offset`; the total comes in X-Total-Count. */
export const paging = {
  limit: z.coerce
    .number('invalid')
    .int('invalid')
    .min(1, 'invalid')
    .max(100, 'invalid')
    .default(ADMIN_PAGE_SIZE),
  offset: z.coerce.number('invalid').int('invalid').min(0, 'invalid').max(1_000_000, 'invalid').default(0),
};

/** GET /api/admin/users: search over name, company, username and e-mail; All, Active or Blocked. */
export const adminUsersQuerySchema = z.object({
  search: searchText,
  suspended: z.enum(SUSPENDED_FILTERS, 'invalid').default('all'),
  ...paging,
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

/** GET /api/admin/items: search over title and description. */
export const adminItemsQuerySchema = z.object({ search: searchText, ...paging });
export type AdminItemsQuery = z.infer<typeof adminItemsQuerySchema>;

/** GET /api/admin/audit: newest first, optionally one action's or one target's entries. */
export const adminAuditQuerySchema = z.object({
  action: z.enum(AUDIT_ACTIONS, 'invalid').optional(),
  targetId: uuidSchema.optional(),
  ...paging,
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

/** POST /api/admin/users/{id}/suspend: the reason is required after trimming (docs/product.md, "Validation"). */
export const suspendUserSchema = z.object({
  reason: memberText('reason_required')
    .refine(hasVisibleText, { message: 'reason_required', abort: true })
    .max(SUSPENSION_REASON_MAX, 'too_long'),
});

/**
 * PUT /api/admin/users/{id}: the fields of the edit dialog (docs/product.md, "Pages"), each optional (an
 * absent field stays as it is). The same rules as the profile's own edit;
 * an administrator changes the e-mail without the owner's password.
 */
export const adminUserUpdateSchema = profileUpdateSchema.pick({
  firstName: true,
  lastName: true,
  username: true,
  email: true,
  phone: true,
  address: true,
  city: true,
  accountType: true,
  companyName: true,
});
export type AdminUserUpdate = z.input<typeof adminUserUpdateSchema>;
export type AdminUserUpdateInput = z.output<typeof adminUserUpdateSchema>;

/** The edit dialog of /admin/users/{id}: every field it shows; a business needs its company name. */
export const adminUserFormSchema = z
  .object({
    firstName: requiredText(50),
    lastName: requiredText(50),
    username: usernameSchema,
    email: emailSchema,
    phone: phoneSchema,
    accountType: z.enum(['individual', 'business'], 'account_type_invalid'),
    companyName: businessFields.companyName,
    city: optionalText(100),
    address: optionalText(200),
  })
  .superRefine(requireCompanyForBusiness)
  .transform((value) =>
    value.accountType === 'business' ? value : { ...value, companyName: null as string | null },
  );
export type AdminUserFormValues = z.input<typeof adminUserFormSchema>;
export type AdminUserFormOutput = z.output<typeof adminUserFormSchema>;

/** DELETE /api/admin/items/{id}: an optional reason, told to the owner and the renters affected. */
export const adminDeleteItemSchema = z
  .object({ reason: optionalText(SUSPENSION_REASON_MAX) })
  .optional()
  .transform((value) => value ?? { reason: null });

const isoDay = calendarDay;

const isDay = (value: string | undefined) => value === undefined || isoDay.safeParse(value).success;

/** Both days of a range required, the end not before the start, at most `maxDays` apart. */
function dateRange(maxDays: number) {
  return <T extends { startDate?: string; endDate?: string }>(value: T, ctx: z.RefinementCtx) => {
    // A malformed day has its own message already (date_invalid): nothing to compare then.
    if (!isDay(value.startDate) || !isDay(value.endDate)) return;
    if (!value.startDate || !value.endDate) {
      ctx.addIssue({
        code: 'custom',
        path: [value.startDate ? 'endDate' : 'startDate'],
        message: 'dates_both',
      });
      return;
    }
    if (value.endDate < value.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'end_before_start' });
      return;
    }
    const days = (Date.parse(value.endDate) - Date.parse(value.startDate)) / 86_400_000;
    if (days > maxDays) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'range_too_long' });
  };
}

/**
 * GET /api/admin/reports/best-selling: both days required (docs/product.md, "Validation"),
 * calendar days in Riyadh, inclusive.
 */
export const bestSellingQuerySchema = z
  .object({
    startDate: isoDay.optional(),
    endDate: isoDay.optional(),
    limit: z.coerce
      .number('invalid')
      .int('invalid')
      .min(1, 'invalid')
      .max(BEST_SELLING_LIMIT, 'invalid')
      .default(BEST_SELLING_LIMIT),
  })
  .superRefine(dateRange(Number.POSITIVE_INFINITY))
  .transform(({ startDate, endDate, ...value }) => {
    // dateRange refuses a range without both days, and a refinement's issue stops the transform
    // (zod runs a pipe's next step only on a value without issues).
    if (!startDate || !endDate) {
      throw new Error('bestSellingQuerySchema: dateRange lets no range through without both days');
    }
    return { ...value, startDate, endDate };
  });
export type BestSellingQuery = z.output<typeof bestSellingQuerySchema>;

/**
 * GET /api/admin/stats/series: bookings and revenue per day or week. Without
 * dates, the last 30 days (Riyadh) up to today.
 */
export const statsSeriesQuerySchema = z
  .object({
    startDate: isoDay.optional(),
    endDate: isoDay.optional(),
    interval: z.enum(STATS_INTERVALS, 'invalid').default('day'),
  })
  .superRefine((value, ctx) => {
    if (!value.startDate && !value.endDate) return;
    dateRange(STATS_SERIES_MAX_DAYS)(value, ctx);
  });
export type StatsSeriesQuery = z.infer<typeof statsSeriesQuerySchema>;

/** GET /api/admin/export/users and /items: `format` is required, json or csv. */
export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, 'export_format_invalid'),
});
