import type { FastifyInstance } from 'fastify';
import { loginSchema, registerSchema } from '../../../shared/schemas/auth';
import { AppError, conflict } from '../../http/errors';
import { parse } from '../../http/validate';
import { toUser } from '../users/user-view';
import { findUserByEmail, insertUser, takenIdentifiers } from './auth.queries';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import {
  clearSessionCookie,
  createSession,
  destroySession,
  SESSION_COOKIE,
  setSessionCookie,
} from './sessions';

const INVALID_CREDENTIALS = 'Invalid email or password';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/auth/register', async (request, reply) => {
    const { password, ...input } = parse(registerSchema, request.body);
    const taken = await takenIdentifiers(app.db, input.email, input.username);
    if (taken.email) throw conflict('An account with this email already exists');
    if (taken.username) throw conflict('This username is taken');
    // A race with another sign-up still ends in 409: the unique indexes refuse the second.
    const user = await insertUser(app.db, { ...input, passwordHash: await hashPassword(password) });
    setSessionCookie(app, reply, await createSession(app.db, user.id, request));
    return reply.code(201).send({ user: toUser(user) });
  });

  app.post('/api/auth/login', async (request, reply) => {
    const { email, password } = parse(loginSchema, request.body);
    const user = await findUserByEmail(app.db, email);
    // The same work and the same answer whether the e-mail or the password was wrong.
    const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
    if (!user || !valid) throw new AppError('unauthorized', INVALID_CREDENTIALS);
    if (user.suspendedAt) {
      throw new AppError(
        'forbidden',
        `This account is blocked: ${user.suspensionReason ?? 'no reason given'}`,
      );
    }
    // A new session on every sign-in: a token planted before sign-in never becomes a live session.
    const oldToken = request.cookies[SESSION_COOKIE];
    if (oldToken) await destroySession(app.db, oldToken);
    setSessionCookie(app, reply, await createSession(app.db, user.id, request));
    return { user: toUser(user) };
  });

  app.post('/api/auth/logout', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await destroySession(app.db, token);
    clearSessionCookie(reply);
    return reply.code(204).send();
  });

  app.get('/api/auth/me', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { user: request.user ? toUser(request.user) : null };
  });
}
