/**
 * Request lines in the log without secrets. Fastify logs each request's URL; the password-reset
 * link (/reset-password?token=…) and any other link that carries a credential in its query would
 * put a working secret in every log reader's hands. Query values named like a secret, or that
 * look like one (a long random run of letters and digits), are written as `[redacted]`; the path
 * and the other values stay as they came, for finding a request again (docs/security.md).
 */
import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/** Query names that hold secrets (reset and setup tokens, keys, signatures, codes). */
const SECRET_NAME = /token|secret|pass|key|code|sig|auth|session|credential|otp/i;
/** What a generated secret looks like: 20 or more letters, digits, `-` `_` `.` `~` `+` `/` `=` `%`. */
const SECRET_LIKE_VALUE = /^[\w.~+/=%-]{20,}$/;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The URL with every secret query value replaced by `[redacted]`. */
export function redactedUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      const secret = SECRET_NAME.test(decoded(name)) || SECRET_LIKE_VALUE.test(value);
      return secret && value !== '' ? `${name}=${REDACTED}` : pair;
    });
  return `${url.slice(0, start)}?${query.join('&')}`;
}

/** Pino's `req` serializer: Fastify's own fields, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The app's logger options with the redacting serializer (false stays false). */
export function withRedaction(logger: boolean | object): boolean | object {
  if (logger === false) return false;
  const options = logger === true ? {} : (logger as { serializers?: object });
  return { ...options, serializers: { req: serializeRequest, ...options.serializers } };
}
