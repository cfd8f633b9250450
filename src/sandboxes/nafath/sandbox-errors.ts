/**
 * The sandbox's refusals, in the shape Elm's are read in by the public integrations
 * (docs/nafath-sandbox.md, "Errors"): `{ status, code, message, reference }`, where the code's
 * first part is the HTTP status ("400-034-050") and `reference` is a trace number for support.
 */
import { randomInt } from 'node:crypto';

export class SandboxError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'SandboxError';
  }

  /** The answer's body; a refusal without a code (bad keys, no such path) carries its words alone. */
  body(): Record<string, unknown> {
    if (this.code === null) return { message: this.message };
    return {
      status: String(this.status),
      code: this.code,
      message: this.message,
      reference: randomInt(1e8, 1e9),
    };
  }
}

export const activeRequest = () =>
  new SandboxError(
    400,
    '400-034-050',
    'There is an active request: a new request was made while one for the same identity is still waiting',
  );

export const expiredTransaction = () => new SandboxError(400, '400-034-051', 'The transaction has expired');

export const unknownTransaction = () => new SandboxError(400, '400-034-053', 'Transaction not found');

export const invalidRequest = (why: string) =>
  new SandboxError(422, '422-031-046', `Invalid request: invalid data sent (${why})`);

/** Elm's gateway answers bad or mismatched keys with 403 and these words alone. */
export const authenticationFailed = () => new SandboxError(403, null, 'Authentication failed');

/** What Elm's gateway answers for a path it does not serve. */
export const noSuchPath = () => new SandboxError(404, null, 'No Mapping Rule matched');

/** The sandbox's own bound (maxWaitingRequests), not one of Elm's answers. */
export const tooManyWaiting = () =>
  new SandboxError(429, '429-000-000', 'The sandbox holds as many waiting requests as it may');
