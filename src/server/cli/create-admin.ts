/**
 * Creates an administrator from the server's shell, for operators:
 *
 *   npm run admin:create -- --email ops@ajjir.sa --username ops [--password …]
 *   npm run admin:create -- --promote sara@ajjir.sa
 *
 * Uses the same environment as the server (DATABASE_URL or DATA_DIR). Without
 * --password a strong one is generated and printed once. In a deployment with
 * only the build: node dist/server/create-admin.js --email …
 */
import { parseArgs } from 'node:util';
import { ZodError, z } from 'zod';
import { emailSchema, passwordSchema, usernameSchema } from '../../shared/schemas/auth';
import { VALIDATION_MESSAGES } from '../../shared/validation';
import { ConfigError, loadConfig } from '../config/config';
import { DataDirInUseError, type Db, openDatabase } from '../db/client';
import { createAdmin, generatePassword, promoteToAdmin } from '../features/admin-setup/create-admin';
import { AppError } from '../http/errors';

const USAGE = `Usage:
  npm run admin:create -- --email <email> --username <name> [--password <password>] [--first-name <name>] [--last-name <name>]
  npm run admin:create -- --promote <email of an existing account>`;

const argsSchema = z.object({
  email: emailSchema,
  username: usernameSchema,
  password: passwordSchema.optional(),
  'first-name': z.string().trim().min(1).max(50).optional(),
  'last-name': z.string().trim().min(1).max(50).optional(),
});

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      username: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      promote: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help || (!values.promote && !values.email)) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  if (values.promote) {
    const email = values.promote;
    return withDatabase((db) => promote(db, email));
  }
  // Checked before the database is opened, so a typo costs nothing.
  const args = argsSchema.parse(values);
  return withDatabase((db) => create(db, args));
}

async function withDatabase(work: (db: Db) => Promise<number>): Promise<number> {
  const database = await openDatabase(loadConfig(process.env));
  try {
    await database.migrate();
    return await work(database.db);
  } finally {
    await database.close();
  }
}

async function promote(db: Db, email: string): Promise<number> {
  const user = await promoteToAdmin(db, email);
  if (!user) {
    console.error(`No account has the email ${email}.`);
    return 1;
  }
  console.log(`${user.email} (@${user.username}) is now an administrator.`);
  return 0;
}

async function create(db: Db, args: z.infer<typeof argsSchema>): Promise<number> {
  const password = args.password ?? generatePassword();
  const admin = await createAdmin(
    db,
    {
      email: args.email,
      username: args.username,
      password,
      firstName: args['first-name'],
      lastName: args['last-name'],
    },
    { onlyIfNone: false, via: 'cli' },
  );
  console.log(`Administrator created: ${admin.email} (@${admin.username}).`);
  if (!args.password) console.log(`Password (shown once, store it safely): ${password}`);
  return 0;
}

function explain(error: unknown): string {
  if (error instanceof ConfigError || error instanceof AppError || error instanceof DataDirInUseError) {
    return error.message;
  }
  if (error instanceof ZodError) {
    return error.issues
      .map((issue) => {
        const text = VALIDATION_MESSAGES[issue.message as keyof typeof VALIDATION_MESSAGES] ?? issue.message;
        return `--${issue.path.join('.')}: ${text}`;
      })
      .join('\n');
  }
  if (error instanceof Error && 'code' in error && error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    return `${error.message}\n${USAGE}`;
  }
  return String(error);
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(explain(error));
    process.exit(1);
  },
);
