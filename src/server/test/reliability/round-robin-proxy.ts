/**
 * A small load balancer for tests and the cluster benchmark: each request
 * goes to the next server in turn, as a reverse proxy in front of several
 * app processes would send it (deploy/Caddyfile in production). A server that
 * refuses connections is skipped for a while and the request tried on the
 * next one (it never reached the dead server, so that is safe); a server that
 * dies with a request in flight makes that request a 502, as real proxies do,
 * and the client decides whether to try again (with its Idempotency-Key).
 * Answers stream through, so live event streams work across it.
 */
import {
  Agent,
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** How many requests each backend has been given (by its base URL). */
  served: Map<string, number>;
  close(): Promise<void>;
}

/** How long a server that refused a connection is left out before it is tried again. */
const DOWN_FOR_MS = 2000;

export async function startRoundRobinProxy(backends: string[]): Promise<RoundRobinProxy> {
  const targets = backends.map((base) => ({ url: new URL(base), downUntil: 0 }));
  const served = new Map(backends.map((base) => [base, 0]));
  // Keep-alive to the backends, as production proxies do; many sockets, as live streams hold one each.
  const agent = new Agent({ keepAlive: true, maxSockets: 1024 });
  let turn = 0;

  /** The next server in turn that is not known to be down (all of them, if every one is). */
  const pickOrder = () => {
    const start = turn++ % targets.length;
    const order = targets.map((_, i) => targets[(start + i) % targets.length]!);
    const now = Date.now();
    return [...order.filter((t) => t.downUntil <= now), ...order.filter((t) => t.downUntil > now)];
  };

  const server: Server = createServer(async (incoming, outgoing) => {
    const body = await readBody(incoming);
    for (const target of pickOrder()) {
      const outcome = await forward(target.url, incoming, body, outgoing, agent);
      if (outcome === 'refused') {
        target.downUntil = Date.now() + DOWN_FOR_MS;
        continue;
      }
      served.set(target.url.origin, (served.get(target.url.origin) ?? 0) + 1);
      return;
    }
    outgoing.writeHead(503, { 'content-type': 'application/json' });
    outgoing.end(JSON.stringify({ code: 'unavailable', message: 'No server is available' }));
  });
  // Live streams stay open for minutes.
  server.requestTimeout = 0;
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}

const isReadOnly = (method: string | undefined) => method === 'GET' || method === 'HEAD';

function readBody(incoming: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => resolve(Buffer.concat(chunks)));
    incoming.on('error', reject);
  });
}

/**
 * Sends the request to one backend and streams its answer back. 'refused': the backend could not
 * be reached and nothing was sent (try another); 'answered': the client got an answer, possibly a
 * 502 if the backend failed after the request had gone to it.
 */
function forward(
  target: URL,
  incoming: IncomingMessage,
  body: Buffer,
  outgoing: ServerResponse,
  agent: Agent,
): Promise<'refused' | 'answered'> {
  return new Promise((resolve) => {
    const forwardedFor = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress]
      .filter(Boolean)
      .join(', ');
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        // The Host the browser asked for goes through unchanged, as real proxies pass it: the app
        // checks a write's Origin against it (http/security.ts).
        headers: { ...incoming.headers, 'x-forwarded-for': forwardedFor },
        agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
        // The backend died mid-answer: end the client's connection, as it would see through a real proxy.
        answer.on('error', () => outgoing.destroy());
        answer.on('end', () => resolve('answered'));
        outgoing.on('close', () => {
          answer.destroy();
          resolve('answered');
        });
      },
    );
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (outgoing.headersSent) {
        outgoing.destroy();
        resolve('answered');
      } else if (
        error.code === 'ECONNREFUSED' ||
        (isReadOnly(incoming.method) && error.code === 'ECONNRESET')
      ) {
        // Nothing reached it, or a read it may have seen: both are safe to send elsewhere.
        resolve('refused');
      } else {
        outgoing.writeHead(502, { 'content-type': 'application/json' });
        outgoing.end(JSON.stringify({ code: 'bad_gateway', message: 'The server failed while answering' }));
        resolve('answered');
      }
    });
    upstream.end(body);
  });
}
