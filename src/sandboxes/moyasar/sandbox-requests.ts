/**
 * The sandbox's reading of request bodies: Moyasar's field names and rules, refused with its
 * 400 shape, `{ type: 'invalid_request_error', message: 'Validation Failed', errors: { field:
 * [why] } }`. The wording of each `why` is ours (Moyasar documents the shape, not the words).
 */
import { normalizeIban } from '@shared/iban';
import { type ZodError, z } from 'zod';
import { PAYOUT_PURPOSES, type PayoutPurpose } from './test-outcomes';

export class SandboxError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly errors: Record<string, string[]> | null = null,
  ) {
    super(message);
  }
}

export const notFoundError = () => new SandboxError(404, 'api_error', 'Object not found');
export const authenticationError = () =>
  new SandboxError(401, 'authentication_error', 'Invalid authorization credentials');
/** The sandbox holds as much as it may (StoreOptions.maxObjects), or one address asks too often. */
export const sandboxFull = () =>
  new SandboxError(429, 'rate_limit_error', 'The sandbox holds as many objects as it may');
export const tooManyRequests = () => new SandboxError(429, 'rate_limit_error', 'Too Many Requests');
/** A refusal that is about the request as a whole, not one field of it. */
export const invalidRequest = (message: string) => new SandboxError(400, 'invalid_request_error', message);
export const fieldRefusal = (field: string, why: string) =>
  new SandboxError(400, 'invalid_request_error', 'Validation Failed', { [field]: [why] });

const BLANK = "can't be blank";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Form-encoded bodies carry numbers and booleans as text; JSON ones as themselves. */
const integerText = (value: unknown) =>
  typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
const booleanText = (value: unknown) => (value === 'true' ? true : value === 'false' ? false : value);

const integer = (min: number) =>
  z.preprocess(
    integerText,
    z
      .number({ error: 'must be an integer' })
      .int('must be an integer')
      .min(min, `must be greater than or equal to ${min}`),
  );
const text = (max = 255) => z.string({ error: BLANK }).trim().min(1, BLANK).max(max, 'is too long');
const optionalText = (max = 255) => z.string().max(max, 'is too long').nullish();

const isWebAddress = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const webAddress = z.string({ error: BLANK }).refine(isWebAddress, 'must be a valid URL');

/** Up to 30 keys of at most 40 characters, values of at most 500, kept as text; empty is none. */
const metadata = z
  .record(
    z.string().max(40, 'key is too long'),
    z.union([z.string(), z.number(), z.boolean()]).transform(String).pipe(z.string().max(500, 'is too long')),
  )
  .refine((record) => Object.keys(record).length <= 30, 'must have at most 30 keys')
  .nullish()
  .transform((record) => (record && Object.keys(record).length > 0 ? record : null));

/** A date (its midnight, UTC) or a date and time, as Moyasar takes `expired_at`. */
const moment = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'must be a valid date')
  .transform((value) => new Date(value));

function errorsOf(error: ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'base';
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

function parsed<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  throw new SandboxError(400, 'invalid_request_error', 'Validation Failed', errorsOf(result.error));
}

const invoiceSchema = z.object({
  amount: integer(100),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code')
    .default('SAR'),
  description: text(),
  callback_url: webAddress.nullish(),
  success_url: webAddress.nullish(),
  back_url: webAddress.nullish(),
  expired_at: moment.nullish(),
  metadata,
});
export type InvoiceRequest = z.output<typeof invoiceSchema>;
export const invoiceRequestOf = (body: unknown) => parsed(invoiceSchema, body);

/** Luhn's check digit, which every test card passes. */
function passesLuhn(number: string): boolean {
  let sum = 0;
  [...number].reverse().forEach((char, index) => {
    const digit = Number(char) * (index % 2 === 1 ? 2 : 1);
    sum += digit > 9 ? digit - 9 : digit;
  });
  return sum % 10 === 0;
}

const cardSchema = z
  .object({
    type: z.literal('creditcard'),
    // Two words at least, as Moyasar's test-card page asks of a name.
    name: text().refine((name) => name.split(/\s+/).length >= 2, 'must be a first and a last name'),
    number: z
      .string({ error: BLANK })
      .regex(/^\d{13,19}$/, 'must be 13 to 19 digits')
      .refine(passesLuhn, 'is not a valid card number'),
    month: z.preprocess(integerText, z.number({ error: 'must be a month' }).int().min(1).max(12)),
    year: z.preprocess(integerText, z.number({ error: 'must be a year' }).int().min(0).max(9999)),
    cvc: z.string({ error: BLANK }).regex(/^\d{3,4}$/, 'must be 3 or 4 digits'),
    '3ds': z.preprocess(booleanText, z.boolean()).default(true),
    manual: z.preprocess(booleanText, z.literal(false, 'is not supported by the sandbox')).optional(),
  })
  .transform(({ '3ds': threeDs, year, ...card }) => ({
    ...card,
    threeDs,
    year: year < 100 ? 2000 + year : year,
  }));

const stcPaySchema = z.object({
  type: z.literal('stcpay'),
  mobile: z.string({ error: BLANK }).regex(/^05[503649187]\d{7}$/, 'must be a Saudi mobile number (05…)'),
});

const applePaySchema = z.object({
  type: z.literal('applepay'),
  token: z.union([z.string().min(1, BLANK), z.record(z.string(), z.unknown())], { error: BLANK }),
});

const sourceSchema = z.discriminatedUnion('type', [cardSchema, stcPaySchema, applePaySchema], {
  error: 'type must be creditcard, stcpay or applepay',
});

const paymentSchema = z.object({
  amount: integer(100),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code')
    .default('SAR'),
  description: optionalText(),
  callback_url: webAddress.nullish(),
  source: sourceSchema,
  metadata,
  given_id: z.string().regex(UUID, 'must be a UUID').nullish(),
  invoice_id: z.string().regex(UUID, 'must be a UUID').nullish(),
});
export type PaymentRequest = z.output<typeof paymentSchema>;
export type PaymentSourceRequest = PaymentRequest['source'];

export function paymentRequestOf(body: unknown, today: Date): PaymentRequest {
  const request = parsed(paymentSchema, body);
  const { source } = request;
  if (source.type === 'creditcard') checkCard(source, today);
  // Without 3-D Secure there is no page to come back from, so no callback is needed.
  const needsCallback = source.type === 'creditcard' && source.threeDs;
  if (needsCallback && !request.callback_url) throw fieldRefusal('callback_url', BLANK);
  return request;
}

/** Rules across fields: a future expiry, and Amex's four-digit CVC. */
function checkCard(card: Extract<PaymentSourceRequest, { type: 'creditcard' }>, today: Date): void {
  const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
  if (card.year * 12 + card.month < thisMonth) throw fieldRefusal('source.year', 'card has expired');
  const cvcLength = /^3[47]/.test(card.number) ? 4 : 3;
  if (card.cvc.length !== cvcLength) throw fieldRefusal('source.cvc', `must be ${cvcLength} digits`);
}

const refundSchema = z.object({ amount: integer(1).optional() });
export const refundRequestOf = (body: unknown) => parsed(refundSchema, body);

const bankDestination = z.object({
  type: z.literal('bank'),
  iban: z.string({ error: BLANK }).transform((iban, context) => {
    const valid = normalizeIban(iban);
    if (!valid) context.addIssue({ code: 'custom', message: 'must be a valid Saudi IBAN' });
    return valid ?? iban;
  }),
  name: text(),
  mobile: text(20),
  country: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166 country code'),
  city: text(),
});
const walletDestination = z.object({
  type: z.literal('wallet'),
  mobile: z.string({ error: BLANK }).regex(/^05\d{8}$/, 'must be a Saudi mobile number (05…)'),
});

const payoutSchema = z.object({
  source_id: z.string({ error: BLANK }).regex(UUID, 'must be a UUID'),
  sequence_number: z
    .string()
    .regex(/^\d{16}$/, 'must be 16 digits')
    .nullish(),
  amount: integer(1),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code')
    .default('SAR'),
  purpose: z.enum(PAYOUT_PURPOSES, 'is not a known purpose'),
  destination: z.discriminatedUnion('type', [bankDestination, walletDestination], {
    error: 'type must be bank or wallet',
  }),
  comment: optionalText(),
  metadata,
});
export type PayoutRequest = z.output<typeof payoutSchema> & { purpose: PayoutPurpose };
export const payoutRequestOf = (body: unknown): PayoutRequest => parsed(payoutSchema, body);
