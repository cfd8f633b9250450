/**
 * The routes of the "phone" (docs/nafath-sandbox.md): `GET /app` shows an ID's waiting request,
 * `POST /app` chooses a number or rejects it, then sends the browser back to `GET /app`
 * (POST-redirect-GET), so a reload never answers twice.
 */
import type { Language } from '@shared/constants';
import { nationalIdOf } from '@shared/national-id';
import type { FastifyInstance } from 'fastify';
import { appPage, languageOf, OUTCOMES, type Outcome } from './sandbox-pages';
import { arabicName, englishName, personOf, TEST_PEOPLE } from './sandbox-people';
import type { SandboxStore } from './sandbox-store';

type Fields = Record<string, unknown>;

const textOf = (value: unknown) => (typeof value === 'string' ? value : null);
const outcomeOf = (value: unknown): Outcome | null => OUTCOMES.find((outcome) => outcome === value) ?? null;

const nameIn = (lang: Language, nationalId: string) =>
  lang === 'ar' ? arabicName(personOf(nationalId)) : englishName(personOf(nationalId));

const listedIn = (lang: Language) =>
  TEST_PEOPLE.map((person) => ({
    nationalId: person.nationalId,
    kind: person.kind,
    name: nameIn(lang, person.nationalId),
  }));

/** What a POST did: a number chosen (right or wrong), the request rejected, or nothing left to answer. */
function answer(store: SandboxStore, nationalId: string, form: Fields): Outcome {
  const transId = textOf(form.transId) ?? '';
  if (textOf(form.decision) === 'reject') {
    const waiting = store.waitingFor(nationalId);
    if (waiting?.transId !== transId) return 'gone';
    return store.decide(transId, 'REJECTED') ? 'rejected' : 'gone';
  }
  const status = store.choose(transId, nationalId, textOf(form.number) ?? '');
  return status === 'COMPLETED' ? 'approved' : status === 'REJECTED' ? 'wrong' : 'gone';
}

export function registerSandboxPages(
  app: FastifyInstance,
  context: { store: SandboxStore; now: () => Date },
): void {
  const { store } = context;

  app.get<{ Querystring: Fields }>('/app', async (request, reply) => {
    const lang = languageOf(request.query.lang);
    const typed = textOf(request.query.id);
    const nationalId = typed === null ? null : nationalIdOf(typed);
    const html = appPage({
      lang,
      listed: listedIn(lang),
      typed,
      nationalId,
      name: nationalId ? nameIn(lang, nationalId) : null,
      request: nationalId ? store.waitingFor(nationalId) : null,
      outcome: outcomeOf(request.query.outcome),
      now: context.now(),
    });
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });

  app.post<{ Querystring: Fields; Body: Fields }>('/app', async (request, reply) => {
    const lang = languageOf(request.query.lang);
    const form = request.body && typeof request.body === 'object' ? request.body : {};
    const nationalId = nationalIdOf(textOf(form.id) ?? '');
    if (!nationalId) return reply.redirect(`app?lang=${lang}`, 303);
    const outcome = answer(store, nationalId, form);
    return reply.redirect(`app?${new URLSearchParams({ lang, id: nationalId, outcome })}`, 303);
  });
}
