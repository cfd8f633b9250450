/**
 * What `npm run admin:create` does (src/server/cli/create-admin.ts is only its
 * entry point): parse the arguments, open the database the environment names,
 * create or promote, and answer with the process's exit code. A function of
 * its arguments, environment and output, so its tests call it in the test's own
 * process: a process per case would pay for a TypeScript transform and a
 * database start each time (docs/decisions/0037-test-suite-time-budget.md).
 */
import { parseArgs } from 'node:util';
import { emailSchema, passwordSchema, requiredText, usernameSchema } from '@shared/schemas/auth';
import { VALIDATION_MESSAGES } from '@shared/validation';
import { ZodError, z } from 'zod';
import { ConfigError, loadConfig } from '../config/config';
import { type Database, DataDirInUseError, type Db, openDatabase } from '../db/client';
import { createAdmin, generatePassword, promoteToAdmin } from '../features/admin-setup/create-admin';
import { AppError } from '../http/errors';

const USAGE = `Usage:
  npm run admin:create -- --email <email> --username <name> [--password <password>] [--first-name <name>] [--last-name <name>]
  npm run admin:create -- --promote <email of an existing account>`;

const argsSchema = z.object({
  email: emailSchema,
  username: usernameSchema,
  password: passwordSchema.optional(),
  // The registration form's rule for names: bidi controls stripped, visible text, at most 50.
  'first-name': requiredText(50).optional(),
  'last-name': requiredText(50).optional(),
});

/** Where the command writes: `console` when run from the shell. */
export interface CommandOutput {
  log(line: string): void;
  error(line: string): void;
}

/** Opens the database the environment names (the server's rule: DATABASE_URL, else DATA_DIR). */
export type OpenDatabase = (env: NodeJS.ProcessEnv) => Promise<Database>;

const openConfiguredDatabase: OpenDatabase = async (env) => openDatabase(loadConfig(env));

/** Runs the command and resolves to its exit code: 0 done, 1 refused or failed, 2 usage. */
export async function runAdminCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  out: CommandOutput,
  open: OpenDatabase = openConfiguredDatabase,
): Promise<number> {
  try {
    return await dispatch(args, () => open(env), out);
  } catch (error) {
    out.error(explain(error));
    return 1;
  }
}

async function dispatch(args: string[], open: () => Promise<Database>, out: CommandOutput): Promise<number> {
  const { values } = parseArgs({
    args,
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
    out.log(USAGE);
    return values.help ? 0 : 2;
  }
  if (values.promote) {
    const email = values.promote;
    return withDatabase(open, (db) => promote(db, email, out));
  }
  // Checked before the database is opened, so a typo costs nothing.
  const parsed = argsSchema.parse(values);
  return withDatabase(open, (db) => create(db, parsed, out));
}

async function withDatabase(
  open: () => Promise<Database>,
  work: (db: Db) => Promise<number>,
): Promise<number> {
  const database = await open();
  try {
    await database.migrate();
    return await work(database.db);
  } finally {
    await database.close();
  }
}

async function promote(db: Db, email: string, out: CommandOutput): Promise<number> {
  const user = await promoteToAdmin(db, email);
  if (!user) {
    out.error(`No account has the email ${email}.`);
    return 1;
  }
  out.log(`${user.email} (@${user.username}) is now an administrator.`);
  return 0;
}

async function create(db: Db, args: z.infer<typeof argsSchema>, out: CommandOutput): Promise<number> {
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
  out.log(`Administrator created: ${admin.email} (@${admin.username}).`);
  if (!args.password) out.log(`Password (shown once, store it safely): ${password}`);
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
