import { describe, expect, it } from 'vitest';
import {
  adminUserFormSchema,
  adminUsersQuerySchema,
  bestSellingQuerySchema,
  exportQuerySchema,
  statsSeriesQuerySchema,
  suspendUserSchema,
} from './admin';

/** "path:message" of each refusal, for compact assertions. */
function problems(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return result.success
    ? []
    : result.error!.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

describe('admin schemas', () => {
  it('want a block reason that is more than spaces, and keep it trimmed', () => {
    expect(problems(suspendUserSchema.safeParse({ reason: '   ' }))).toEqual(['reason:reason_required']);
    expect(problems(suspendUserSchema.safeParse({}))).toEqual(['reason:reason_required']);
    expect(problems(suspendUserSchema.safeParse({ reason: 'x'.repeat(501) }))).toEqual(['reason:too_long']);
    expect(suspendUserSchema.parse({ reason: '  spam  ' })).toEqual({ reason: 'spam' });
  });

  it('need both days of the best-selling report, in order', () => {
    expect(problems(bestSellingQuerySchema.safeParse({ startDate: '2026-01-01' }))).toEqual([
      'endDate:dates_both',
    ]);
    expect(problems(bestSellingQuerySchema.safeParse({}))).toEqual(['startDate:dates_both']);
    expect(
      problems(bestSellingQuerySchema.safeParse({ startDate: '2026-02-01', endDate: '2026-01-01' })),
    ).toEqual(['endDate:end_before_start']);
    expect(bestSellingQuerySchema.parse({ startDate: '2026-01-01', endDate: '2026-01-01' })).toMatchObject({
      startDate: '2026-01-01',
      endDate: '2026-01-01',
      limit: 100,
    });
  });

  it('say only that a malformed day is malformed', () => {
    expect(
      problems(bestSellingQuerySchema.safeParse({ startDate: 'yesterday', endDate: '2026-01-01' })),
    ).toEqual(['startDate:date_invalid']);
  });

  it('default the chart to no dates (the last 30 days) by day, and bound its range', () => {
    expect(statsSeriesQuerySchema.parse({})).toEqual({ interval: 'day' });
    expect(
      problems(statsSeriesQuerySchema.safeParse({ startDate: '2020-01-01', endDate: '2026-01-01' })),
    ).toEqual(['endDate:range_too_long']);
    expect(problems(statsSeriesQuerySchema.safeParse({ interval: 'month' }))).toEqual(['interval:invalid']);
  });

  it('take a blank search as none and the suspended filter as "true" or "false"', () => {
    expect(adminUsersQuerySchema.parse({ search: '   ', suspended: 'true' })).toEqual({
      search: undefined,
      suspended: 'true',
      limit: 20,
      offset: 0,
    });
    expect(problems(adminUsersQuerySchema.safeParse({ suspended: 'yes' }))).toEqual(['suspended:invalid']);
  });

  it('require an export format', () => {
    expect(problems(exportQuerySchema.safeParse({}))).toEqual(['format:export_format_invalid']);
    expect(problems(exportQuerySchema.safeParse({ format: 'xlsx' }))).toEqual([
      'format:export_format_invalid',
    ]);
  });

  it('require a company name of a business in the edit dialog, and drop it for individuals', () => {
    const base = { firstName: 'Sara', lastName: 'Omari', username: 'sara', email: 'S@Example.sa', phone: '' };
    expect(
      problems(adminUserFormSchema.safeParse({ ...base, accountType: 'business', companyName: ' ' })),
    ).toEqual(['companyName:company_name_required']);
    expect(
      adminUserFormSchema.parse({ ...base, accountType: 'individual', companyName: 'Old Co' }),
    ).toMatchObject({
      email: 's@example.sa',
      phone: null,
      companyName: null,
    });
  });
});
