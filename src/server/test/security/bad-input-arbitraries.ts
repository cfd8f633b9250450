/**
 * fast-check generators of bad input for the API (bad-input.test.ts): malformed
 * JSON, wrong types, missing and extra fields, huge strings and arrays, absurd
 * numbers and dates, invalid UUIDs, NUL bytes, bidi overrides and zero-width
 * characters, SQL and HTML payloads, broken query strings and path segments.
 */
import fc from 'fast-check';

/** Strings every text field should survive: stored and shown as text, or refused. */
export const PAYLOADS = [
  // SQL
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1); SELECT pg_sleep(5); --',
  "' UNION SELECT password_hash, email FROM users --",
  '%',
  '_',
  '\\',
  '$1',
  "E'\\x00'",
  // HTML and script
  '<script>window.__xss = 1</script>',
  '<img src=x onerror="window.__xss = 1">',
  '"><svg onload=alert(1)>',
  "javascript:alert('x')",
  '{{constructor.constructor("alert(1)")()}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, on purpose
  '${7*7}',
  '<!--',
  ']]>',
  // Control, bidi and zero-width characters, broken UTF-16
  '\u0000',
  'a\u0000b',
  '\u202Egnp.exe',
  '\u202Dabc\u202C',
  '\u2066\u2067\u2068\u2069',
  '\u200B',
  '\u200B\u200C\u200D\u2060\uFEFF',
  '\uFEFF',
  '\uD800',
  'x\uDFFFy',
  '\r\n\r\n',
  '\u0007\u001b[31m',
  '\u2028\u2029',
  // Paths and look-alike values
  '../../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '💥💥💥',
  'ـــ',
  'null',
  'undefined',
  'NaN',
  'true',
  '0',
  '-1',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  ' ',
  '',
] as const;

const shortText = fc.string({ maxLength: 20 });

/** Strings of any kind, at most a few hundred characters. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PAYLOADS) },
  {
    weight: 2,
    arbitrary: fc
      .tuple(shortText, fc.constantFrom(...PAYLOADS), shortText)
      .map(([before, payload, after]) => `${before}${payload}${after}`),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
);

/** Long strings: from past every field's limit up to past the JSON body limit. */
export const hugeString: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('a', 'ش', '\u0000', '<b>', '\u202E', '\u200B', '💥', "'"), fc.nat({ max: 60_000 }))
  .map(([unit, n]) => unit.repeat(n + 121));

export const absurdNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    -0.000001,
    1e21,
    -1e21,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MIN_SAFE_INTEGER,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31),
    2 ** 63,
    32_768,
    99_999_999,
    5e-324,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Numbers as text, as a query string or a lenient client sends them. */
export const numericString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '1e400',
    '-1e400',
    '0x10',
    '1_000',
    ' 1 ',
    '١٢٣',
    '99999999999999999999999',
    'Infinity',
    '-Infinity',
    'NaN',
    '1.0000000000000000001',
    '00001',
    '+5',
    '5abc',
    '1,5',
    '',
  ),
  absurdNumber.map(String),
);

/** Calendar days that are malformed, impossible or absurdly far away. */
export const badDate: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0000-00-00',
    '2024-02-30',
    '2023-02-29',
    '2024-13-01',
    '2024-00-10',
    '9999-12-31',
    '0001-01-01',
    '1969-12-31',
    '1900-01-01',
    '-000001-01-01',
    '+275760-09-13',
    '275760-09-14',
    '2030-01-10T99:99:99Z',
    '2030-01-10T00:00:00+99:00',
    '2030-01-10Tgarbage',
    '2030-1-1',
    '20300110',
    '2030/01/10',
    '١٤٤٥-٠١-٠١',
    '2030-01-10\u0000',
    'today',
    '',
  ),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
  fc.integer().map(String),
);

const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/** Ids that name nothing: malformed ones, and well-formed ones of no row. */
export const badUuid: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'not-a-uuid',
    NIL_UUID,
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '123',
    '',
    ' ',
    "' OR 1=1 --",
    '../admin',
    'null',
    '0',
    `${NIL_UUID}\u0000`,
    `\u202E${NIL_UUID}`,
  ),
  fc.uuid(),
  fc.uuid().map((id) => id.toUpperCase()),
  fc.uuid().map((id) => `{${id}}`),
  fc.uuid().map((id) => id.replaceAll('-', '')),
  fc.uuid().map((id) => `${id}x`),
  fc.uuid().map((id) => id.slice(1)),
  nastyString,
);

/** Deep nesting, as a value. */
const deepArray = fc.integer({ min: 50, max: 500 }).map((depth) => {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
});

/** Arrays longer than any field allows (the longest legitimate one has 200 elements). */
export const hugeArray: fc.Arbitrary<unknown[]> = fc
  .tuple(
    fc.oneof(badUuid, fc.uuid(), fc.constantFrom(...PAYLOADS), absurdNumber),
    fc.integer({ min: 51, max: 6000 }),
  )
  .map(([value, n]) => Array.from({ length: n }, () => value));

/** Anything a field could wrongly hold. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 1, arbitrary: hugeString },
  { weight: 2, arbitrary: absurdNumber },
  { weight: 2, arbitrary: numericString },
  { weight: 2, arbitrary: badDate },
  { weight: 2, arbitrary: badUuid },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(shortText, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }) },
  { weight: 1, arbitrary: hugeArray },
  { weight: 1, arbitrary: deepArray },
);

/** Field names a caller should never be able to set, and odd ones. */
const extraKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'id',
    'ownerId',
    'userId',
    'senderId',
    'renterId',
    'isAdmin',
    'status',
    'createdAt',
    'deletedAt',
    'suspendedAt',
    'passwordHash',
    'rating',
    'totalCost',
    'constructor',
    'toString',
    'hasOwnProperty',
  ),
  nastyString.filter((key) => key !== '__proto__'),
);

/** Bodies that are not JSON, or JSON of the wrong shape, as raw text. */
const MALFORMED_JSON = [
  '',
  ' ',
  '{',
  '}',
  '{"a":',
  '{"a" 1}',
  "{'a': 1}",
  '[',
  'nul',
  'tru',
  'undefined',
  'NaN',
  '{"a":1,}',
  '[1,]',
  '{"a":1}{"b":2}',
  '\u0000',
  '\uFEFF{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a": 1e400}',
  '{"a": -}',
  '{"a": 01}',
  '{"a": .5}',
  '{"a": "\u0000"}',
  '{"__proto__": {"isAdmin": true}}',
  '{"constructor": {"prototype": {"isAdmin": true}}}',
  '{"a": {"__proto__": {"x": 1}}}',
  'null',
  '[]',
  '"text"',
  '42',
  'true',
  '[{}]',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
];

/** A request body: raw bytes and the content type they are sent with. */
export interface RawBody {
  contentType: string | undefined;
  payload: string | Buffer;
}

const json = (value: unknown): RawBody => ({
  contentType: 'application/json',
  payload: JSON.stringify(value) ?? 'null',
});

const malformedJson: fc.Arbitrary<RawBody> = fc
  .oneof(
    { weight: 4, arbitrary: fc.constantFrom(...MALFORMED_JSON) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
    {
      weight: 2,
      // Valid JSON cut short.
      arbitrary: fc.tuple(fc.jsonValue({ maxDepth: 3 }), fc.nat()).map(([value, cut]) => {
        const text = JSON.stringify(value) ?? '';
        return text.slice(0, cut % Math.max(text.length, 1));
      }),
    },
  )
  .map((payload) => ({ contentType: 'application/json', payload }));

/** Bytes that are not UTF-8. */
const invalidUtf8: fc.Arbitrary<RawBody> = fc
  .constantFrom(
    [0xff, 0xfe, 0x7b, 0x7d],
    [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d],
    [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d],
    [0x80, 0x81, 0x82],
  )
  .map((bytes) => ({ contentType: 'application/json', payload: Buffer.from(bytes) }));

/** The body sent with the wrong, or no, content type. */
const wrongContentType: fc.Arbitrary<RawBody> = fc
  .tuple(
    fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      'multipart/form-data; boundary=x',
      'multipart/form-data',
      'application/json; charset=latin1',
      'application/json; charset=utf-16',
      'application/jsonx',
      'image/png',
      'application/octet-stream',
      '',
      undefined,
    ),
    fc.oneof(fc.constantFrom('{"a":1}', 'a=1&b=2', '<a>1</a>', '--x\r\n\r\n--x--'), nastyString),
  )
  .map(([contentType, payload]) => ({ contentType, payload }));

export type Sample = Record<string, unknown>;

/**
 * Bodies built around a valid sample: with fields missing, of the wrong type,
 * with extra fields; and bodies that are not the sample's shape at all.
 */
export function badBody(sample: Sample | undefined): fc.Arbitrary<RawBody> {
  const keys = Object.keys(sample ?? {});
  const base = sample ?? {};
  const shaped: fc.Arbitrary<RawBody>[] = [];
  if (keys.length > 0) {
    shaped.push(
      fc.subarray(keys, { minLength: 1 }).map((drop) => {
        const copy = { ...base };
        for (const key of drop) delete copy[key];
        return json(copy);
      }),
      fc
        .array(fc.tuple(fc.constantFrom(...keys), anyValue), { minLength: 1, maxLength: 3 })
        .map((changes) => json({ ...base, ...Object.fromEntries(changes) })),
      fc.tuple(fc.constantFrom(...keys), anyValue).map(([key, value]) => json({ ...base, [key]: value })),
    );
  }
  shaped.push(
    fc.dictionary(extraKey, anyValue, { minKeys: 1, maxKeys: 5 }).map((extra) => json({ ...base, ...extra })),
  );
  return fc.oneof(
    { weight: 3, arbitrary: malformedJson },
    { weight: 1, arbitrary: invalidUtf8 },
    { weight: 2, arbitrary: wrongContentType },
    { weight: 2, arbitrary: anyValue.map(json) },
    ...shaped.map((arbitrary) => ({ weight: 3, arbitrary })),
  );
}

/** encodeURIComponent, except that a lone surrogate goes as the bytes of one (not UTF-8). */
export function encodeLoosely(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((char) => {
        try {
          return encodeURIComponent(char);
        } catch {
          return '%ED%A0%80';
        }
      })
      .join('');
  }
}

/** Query-string fragments that are broken as such. */
const BROKEN_QUERY = [
  '%',
  '%zz',
  '%E0%A4%A',
  '%00',
  '%ED%A0%80',
  '%C0%AF',
  '+',
  '&&&',
  '=',
  '==',
  'limit=1&limit=2',
  'limit[]=1',
  'limit[$gt]=0',
  '__proto__[x]=1',
  'constructor=1',
  ';',
  '#',
];

const queryValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 2, arbitrary: numericString },
  { weight: 2, arbitrary: badDate },
  { weight: 2, arbitrary: badUuid },
  { weight: 1, arbitrary: hugeString.map((text) => text.slice(0, 3000)) },
);

/** A query string (without '?') with the sample's keys and others, holding bad values. */
export function badQuery(sample: Record<string, string> | undefined): fc.Arbitrary<string> {
  const keys = Object.keys(sample ?? {});
  const key = keys.length > 0 ? fc.oneof(fc.constantFrom(...keys), nastyString) : nastyString;
  const pair = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.tuple(key, queryValue).map(([k, v]) => `${encodeLoosely(k)}=${encodeLoosely(v)}`),
    },
    { weight: 1, arbitrary: fc.tuple(key, queryValue).map(([k, v]) => `${k}=${v}`) },
    { weight: 1, arbitrary: fc.constantFrom(...BROKEN_QUERY) },
  );
  const valid = Object.entries(sample ?? {}).map(([k, v]) => `${encodeLoosely(k)}=${encodeLoosely(v)}`);
  return fc
    .tuple(fc.subarray(valid), fc.array(pair, { minLength: 1, maxLength: 5 }))
    .chain(([kept, bad]) => fc.shuffledSubarray([...kept, ...bad], { minLength: kept.length + bad.length }))
    .map((parts) => parts.join('&'));
}

/** A path segment in place of a valid id: malformed, of nothing, or encoded oddly. */
export const badPathSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: badUuid.map(encodeLoosely) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '%',
      '%zz',
      '%00',
      '%2F',
      '..',
      '.',
      '%2e%2e',
      '%ED%A0%80',
      ';',
      'a'.repeat(300),
    ),
  },
);
