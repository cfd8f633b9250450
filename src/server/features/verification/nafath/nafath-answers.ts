/**
 * Elm's Nafath answers and callback as the client reads them (docs/nafath-sandbox.md): only the
 * fields Ajjir uses, any others let through unread. No official schema is public; the shapes are
 * those the public integrations read, each cited in the doc.
 */
import { z } from 'zod';

export const NAFATH_STATUSES = ['WAITING', 'COMPLETED', 'REJECTED', 'EXPIRED'] as const;
export type NafathStatus = (typeof NAFATH_STATUSES)[number];

/** Elm's codes the client acts on (docs/nafath-sandbox.md, "Errors"). */
export const NAFATH_CODES = {
  activeRequest: '400-034-050',
  expiredTransaction: '400-034-051',
  unknownTransaction: '400-034-053',
  invalidRequest: '422-031-046',
} as const;

/** Some integrations read `random` as a number; it is shown as text. */
const digits = z
  .union([z.string(), z.number().int()])
  .transform(String)
  .pipe(z.string().regex(/^\d{1,4}$/));

export const nafathStarted = z.looseObject({ transId: z.string().min(1).max(200), random: digits });

/** Elm writes statuses in capitals; another case is read as the same status. */
export const nafathStatusAnswer = z.looseObject({
  status: z
    .string()
    .transform((status) => status.toUpperCase())
    .pipe(z.enum(NAFATH_STATUSES)),
});

/** An error's body: Elm's code ("400-034-050"), its words, and its trace number for support. */
export const nafathError = z.looseObject({
  code: z.union([z.string(), z.number()]).transform(String).optional(),
  message: z.string().optional(),
  reference: z.union([z.string(), z.number()]).optional(),
});

const jwk = z.looseObject({
  kty: z.string(),
  kid: z.string().optional(),
  alg: z.string().optional(),
  use: z.string().optional(),
  n: z.string().optional(),
  e: z.string().optional(),
});
export type NafathJwk = z.output<typeof jwk>;

export const nafathJwkSet = z.looseObject({ keys: z.array(z.unknown()) }).transform(({ keys }) =>
  // One key Elm adds that this code cannot read must not hide the others.
  keys.flatMap((key) => {
    const parsed = jwk.safeParse(key);
    return parsed.success ? [parsed.data] : [];
  }),
);

/** A callback's body: the signed token, and Elm's transaction and our request id, unsigned. */
export const nafathCallbackBody = z.looseObject({
  token: z
    .string()
    .min(1)
    .max(64 * 1024),
  transId: z.string().optional(),
  requestId: z.string().optional(),
});

/** A JWT's header: only RS256 is taken (`none` and HS* are refused); `crit` extensions are not understood. */
export const jwtHeader = z.looseObject({
  alg: z.literal('RS256'),
  kid: z.string().optional(),
  crit: z.undefined().optional(),
});

const name = z.string().nullish();

/**
 * The token's claims. Statuses as the status call answers them; the person's names as the public
 * integrations read them, top-level, in Arabic (`firstName`, `secondName` or `fatherName`,
 * `thirdName` or `grandFatherName`, `lastName` or `familyName`) and in English (`englishFirstName`
 * …, or `translatedFirstName` …).
 */
export const nafathClaims = z.looseObject({
  status: z
    .string()
    .transform((status) => status.toUpperCase())
    .pipe(z.enum(NAFATH_STATUSES)),
  transId: z.string().min(1),
  requestId: z.string().min(1).optional(),
  exp: z.number().optional(),
  nbf: z.number().optional(),
  firstName: name,
  secondName: name,
  fatherName: name,
  thirdName: name,
  grandFatherName: name,
  lastName: name,
  familyName: name,
  englishFirstName: name,
  englishSecondName: name,
  englishThirdName: name,
  englishLastName: name,
  translatedFirstName: name,
  translatedSecondName: name,
  translatedThirdName: name,
  translatedLastName: name,
});
export type NafathClaims = z.output<typeof nafathClaims>;

/** The parts given, in order, joined by spaces; null when none is. */
function fullName(parts: (string | null | undefined)[]): string | null {
  const given = parts.map((part) => part?.trim() ?? '').filter((part) => part !== '');
  return given.length > 0 ? given.join(' ') : null;
}

export function arabicNameOf(claims: NafathClaims): string | null {
  return fullName([
    claims.firstName,
    claims.secondName ?? claims.fatherName,
    claims.thirdName ?? claims.grandFatherName,
    claims.lastName ?? claims.familyName,
  ]);
}

export function englishNameOf(claims: NafathClaims): string | null {
  return (
    fullName([
      claims.englishFirstName,
      claims.englishSecondName,
      claims.englishThirdName,
      claims.englishLastName,
    ]) ??
    fullName([
      claims.translatedFirstName,
      claims.translatedSecondName,
      claims.translatedThirdName,
      claims.translatedLastName,
    ])
  );
}
