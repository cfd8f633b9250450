/**
 * Inputs of sign-up and sign-in (SPEC sections 3 and 5), shared by the server
 * (at the edge) and the client forms. Messages are English for the API; the
 * client shows its own translation per field and rule.
 */
import { z } from 'zod';
import { ACCOUNT_TYPES, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../constants';

/** Optional text: blank becomes null, as the registration payload sends it. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

export const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`);

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('Must be a valid email address').max(254));

export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters long')
  .max(30, 'Username must be at most 30 characters long')
  .regex(/^[A-Za-z0-9_.]+$/, 'Username may use letters, digits, dots and underscores only');

export const registerSchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    username: usernameSchema,
    firstName: z.string().trim().min(1, 'First name is required').max(50),
    lastName: z.string().trim().min(1, 'Last name is required').max(50),
    phone: optionalText(30),
    bio: optionalText(1000),
    address: optionalText(200),
    city: optionalText(100),
    state: optionalText(100),
    zipCode: optionalText(20),
    accountType: z.enum(ACCOUNT_TYPES).default('individual'),
    companyName: optionalText(100),
    companyWebsite: z
      .union([z.literal(''), z.url({ protocol: /^https?$/, message: 'Must be a web address (https://…)' })])
      .nullish()
      .transform((value) => (value ? value : null)),
    taxId: optionalText(30),
    businessAddress: optionalText(200),
  })
  .superRefine((value, ctx) => {
    if (value.accountType === 'business' && !value.companyName) {
      ctx.addIssue({
        code: 'custom',
        path: ['companyName'],
        message: 'Company name is required for business accounts',
      });
    }
  })
  .transform((value) =>
    // Business details belong to business accounts only.
    value.accountType === 'business'
      ? value
      : { ...value, companyName: null, companyWebsite: null, taxId: null, businessAddress: null },
  );
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Email is required').max(254),
  password: z.string().min(1, 'Password is required').max(MAX_PASSWORD_LENGTH),
});
export type LoginInput = z.infer<typeof loginSchema>;
