/**
 * Who may use /api/admin: administrators only (docs/decisions/0024). The
 * admin plugin checks it before any route of its own runs, so no route can
 * forget it; routes that need the administrator call it again for the row.
 */
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../http/errors';
import { requireUser } from '../auth';

/** The signed-in administrator: 401 signed out, 403 for anyone else. */
export function requireAdmin(request: FastifyRequest) {
  const user = requireUser(request);
  if (!user.isAdmin) throw forbidden('Only administrators can do this');
  return user;
}
