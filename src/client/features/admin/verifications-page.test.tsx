import type { AdminBusinessCheck } from '@shared/answers/verification';
import type { Language } from '@shared/constants';
import { formatMoment } from '@shared/format';
import { screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { registerAdminStrings } from './admin.i18n';
import { businessCheckFixture } from './admin-fixtures';
import { momentParts } from './admin-format';
import { VerificationsPage } from './verifications-page';

const QUEUE = 'GET /api/admin/verifications/business';
const DECIDE = 'POST /api/admin/verifications/business/bc1/decision';

/** As getByText reads a page's text: every space (Intl's no-break ones too) an ordinary one. */
const spaced = (text: string) => text.replace(/\s/g, ' ');

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

/**
 * The API stand-in, its queue answering with X-Total-Count as the server does (`total`, or the
 * number of checks given).
 */
function stubQueue(routes: Parameters<typeof stubApi>[0], total?: number) {
  api = stubApi(routes);
  const answer = vi.mocked(fetch).getMockImplementation()!;
  vi.mocked(fetch).mockImplementation(async (input, init) => {
    const response = await answer(input, init);
    if (String(input).startsWith('/api/admin/verifications/business?') && response.ok) {
      const rows = (await response.clone().json()) as unknown[];
      response.headers.set('x-total-count', String(total ?? rows.length));
    }
    return response;
  });
}

async function renderScreen(
  routes: Parameters<typeof stubApi>[0],
  {
    language = 'en',
    route = '/admin/verifications',
    total,
  }: { language?: Language; route?: string; total?: number } = {},
) {
  stubQueue(routes, total);
  const rendered = await renderWithProviders(<VerificationsPage />, { route, language });
  registerAdminStrings(i18n);
  await i18n.changeLanguage(language);
  return rendered;
}

/**
 * The fact showing a moment: all of formatMoment's words, the time of day kept on one line (an "AM"
 * or "ص" never wraps alone).
 */
function expectMoment(card: HTMLElement, moment: string, language: Language = 'en') {
  const fact = [...card.querySelectorAll('dd')].find(
    (dd) => spaced(dd.textContent ?? '') === spaced(formatMoment(moment, language)),
  );
  expect(fact, formatMoment(moment, language)).toBeTruthy();
  expect(fact?.querySelector('.whitespace-nowrap')?.textContent).toBe(momentParts(moment, language).time);
}

const asked = () =>
  vi
    .mocked(fetch)
    .mock.calls.map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/verifications/business')
    .map((url) => url.search);

describe('the Verifications screen', () => {
  it('lists the checks waiting for review: the member, the numbers, the register’s answer and why', async () => {
    await renderScreen({ [QUEUE]: { body: [businessCheckFixture()] } });
    const card = await screen.findByRole('article', { name: 'Alharbi Tents' });
    expect(asked()).toEqual(['?status=review&limit=20&offset=0']);
    expect(screen.getByRole('tab', { name: 'Waiting for review' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByText('1 request')).toBeTruthy();

    expect(within(card).getByText('Waiting for review')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Noura Alharbi' }).getAttribute('href')).toBe(
      '/admin/users/u-business',
    );
    expect(within(card).getByText('@alharbi')).toBeTruthy();
    expect(within(card).getByText('1010123456').closest('dd')?.previousElementSibling?.textContent).toBe(
      'CR number',
    );
    expect(within(card).getByText('300000000000003')).toBeTruthy();
    expectMoment(card, '2026-04-10T08:00:00.000Z');
    // The e-mail is cut, never broken mid-word, and says itself in full on hover.
    const email = within(card).getByText('noura@alharbi.example');
    expect(email.className).toContain('truncate');
    expect(email.className).not.toContain('break-all');
    expect(email.getAttribute('title')).toBe('noura@alharbi.example');
    const registry = within(card).getByRole('region', { name: 'What the register said' });
    expect(within(registry).getByText('مؤسسة الحربي للخيام').getAttribute('dir')).toBe('auto');
    expect(within(registry).getByText('Active')).toBeTruthy();
    expect(within(card).getByText('The name given does not match the registered name')).toBeTruthy();
    expect(within(card).getByRole('region', { name: 'Decision' })).toBeTruthy();
  });

  it('says when nothing waits for review, in Arabic', async () => {
    await renderScreen({ [QUEUE]: { body: [] } }, { language: 'ar' });
    expect(await screen.findByText('لا توجد طلبات بانتظار المراجعة')).toBeTruthy();
    // Four tabs are wider than a phone: they wrap, the last one not hidden behind a silent scroll.
    expect(screen.getByRole('tablist', { name: 'حالة الطلبات' }).className).toContain('flex-wrap');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'بانتظار المراجعة',
      'موثّقة',
      'مرفوضة',
      'مسحوبة',
    ]);
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says when the checks cannot be loaded, and reads them again on Retry', async () => {
    let fails = true;
    const { user } = await renderScreen({
      [QUEUE]: () =>
        fails ? { status: 500, body: { code: 'internal' } } : { body: [businessCheckFixture()] },
    });
    expect(await screen.findByText('The verification requests could not be loaded.')).toBeTruthy();
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Alharbi Tents' })).toBeTruthy();
  });

  it('shows another status from its tab, with the decision’s note and no form', async () => {
    let rows: AdminBusinessCheck[] = [];
    const { user } = await renderScreen({ [QUEUE]: () => ({ body: rows }) });
    await screen.findByText('No requests waiting for review');
    rows = [
      businessCheckFixture({
        status: 'rejected',
        decidedAt: '2026-04-11T08:00:00.000Z',
        note: 'The registration belongs to another company.',
      }),
    ];
    await user.click(screen.getByRole('tab', { name: 'Turned down' }));
    const card = await screen.findByRole('article', { name: 'Alharbi Tents' });
    expect(asked()).toEqual(['?status=review&limit=20&offset=0', '?status=rejected&limit=20&offset=0']);
    expect(within(card).getByText('Turned down')).toBeTruthy();
    expect(within(card).getByText('The registration belongs to another company.').getAttribute('dir')).toBe(
      'auto',
    );
    expectMoment(card, '2026-04-11T08:00:00.000Z');
    expect(within(card).queryByRole('region', { name: 'Decision' })).toBeNull();
  });

  it('counts every check of the status and pages through them', async () => {
    await renderScreen(
      { [QUEUE]: { body: [businessCheckFixture()] } },
      { route: '/admin/verifications?page=2', total: 21, language: 'ar' },
    );
    expect(await screen.findByText('٢١ طلبًا')).toBeTruthy();
    expect(asked()).toEqual(['?status=review&limit=20&offset=20']);
    const pages = screen.getByRole('navigation', { name: 'صفحات طلبات التوثيق' });
    expect(within(pages).getByRole('link', { name: /١/ }).getAttribute('href')).toBe('/admin/verifications');
  });

  it('opens on the status in the address', async () => {
    await renderScreen({ [QUEUE]: { body: [] } }, { route: '/admin/verifications?status=revoked' });
    expect(await screen.findByText('No revoked businesses')).toBeTruthy();
    expect(asked()).toEqual(['?status=revoked&limit=20&offset=0']);
  });

  it('asks for a choice and a note before anything is sent', async () => {
    const { user } = await renderScreen({ [QUEUE]: { body: [businessCheckFixture()] } });
    const card = await screen.findByRole('article', { name: 'Alharbi Tents' });
    await user.type(within(card).getByRole('textbox', { name: /^Note/ }), 'ok');
    await user.click(within(card).getByRole('button', { name: 'Continue' }));
    expect(within(card).getByText('Choose to verify or to turn down.')).toBeTruthy();
    const note = within(card).getByRole('textbox', { name: /^Note/ });
    expect(note.getAttribute('aria-invalid')).toBe('true');
    expect(within(card).getByText('Write a note of at least 3 characters.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api?.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('verifies after a confirmation, in Arabic, and the check leaves the queue', async () => {
    let queue: AdminBusinessCheck[] = [businessCheckFixture()];
    const { user } = await renderScreen(
      {
        [QUEUE]: () => ({ body: queue }),
        [DECIDE]: () => {
          const decided = businessCheckFixture({ status: 'verified', decidedAt: '2026-04-11T08:00:00.000Z' });
          queue = [];
          return { body: decided };
        },
      },
      { language: 'ar' },
    );
    const card = await screen.findByRole('article', { name: 'Alharbi Tents' });
    await user.click(within(card).getByRole('radio', { name: /^توثيق المنشأة/ }));
    await user.type(
      within(card).getByRole('textbox', { name: /^ملاحظة/ }),
      'الاسم المسجّل هو الاسم التجاري نفسه',
    );
    await user.click(within(card).getByRole('button', { name: 'متابعة' }));
    const dialog = await screen.findByRole('dialog', { name: 'توثيق هذه المنشأة؟' });
    await user.click(within(dialog).getByRole('button', { name: 'توثيق المنشأة' }));

    expect(await screen.findByText('وُثّقت المنشأة')).toBeTruthy();
    expect(api?.requests.filter((request) => request.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/admin/verifications/business/bc1/decision',
        body: { decision: 'verify', note: 'الاسم المسجّل هو الاسم التجاري نفسه' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(screen.getByText('لا توجد طلبات بانتظار المراجعة')).toBeTruthy();
  });

  it('says a check was decided meanwhile and reads the queue again', async () => {
    let queue: AdminBusinessCheck[] = [businessCheckFixture()];
    const { user } = await renderScreen({
      [QUEUE]: () => ({ body: queue }),
      [DECIDE]: () => {
        queue = [];
        return { status: 409, body: { code: 'business_decided', message: 'Already decided' } };
      },
    });
    const card = await screen.findByRole('article', { name: 'Alharbi Tents' });
    await user.click(within(card).getByRole('radio', { name: /^Turn it down/ }));
    await user.type(within(card).getByRole('textbox', { name: /^Note/ }), 'Another company’s registration.');
    await user.click(within(card).getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn this request down?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn down' }));

    expect(
      await screen.findByText('This request was decided meanwhile; the list has been refreshed.'),
    ).toBeTruthy();
    expect(await screen.findByText('No requests waiting for review')).toBeTruthy();
  });
});
