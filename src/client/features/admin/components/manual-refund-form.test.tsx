import type { Language } from '@shared/constants';
import { formatMoney } from '@shared/format';
import { screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { renderWithProviders } from '../../../test/render';
import { registerAdminStrings } from '../admin.i18n';
import { ManualRefundForm } from './manual-refund-form';

/** An amount as the page writes it in English (Intl puts a no-break space after SAR). */
const sar = (amount: string) => formatMoney(amount, 'en');
/** As getByText reads a page's text: every space an ordinary one. */
const spaced = (text: string) => text.replace(/\s/g, ' ');
const URL = 'POST /api/admin/bookings/b1/refunds';
const refundRow = (status: 'done' | 'owed') => ({
  refund: {
    id: 'r1',
    amount: 1250,
    reason: 'admin',
    note: 'Late',
    actor: null,
    status,
    lastError: null,
    booking: { id: 'b1', status: 'completed', itemTitle: 'Tent' },
    createdAt: '2026-04-10T10:00:00.000Z',
    doneAt: null,
  },
});

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

async function renderForm(language: Language, answer: { status: number; body: unknown }) {
  api = stubApi({ [URL]: answer });
  const rendered = await renderWithProviders(<ManualRefundForm bookingId="b1" refundable={25_380} />, {
    language,
  });
  registerAdminStrings(i18n);
  await i18n.changeLanguage(language);
  return rendered;
}

describe('ManualRefundForm', () => {
  it('confirms the exact amount as goodwill before refunding, then says it is on its way', async () => {
    const { user } = await renderForm('en', { status: 201, body: refundRow('owed') });
    await user.type(screen.getByRole('textbox', { name: /^Amount/ }), '12.5');
    await user.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Late hand-over');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: `Give ${sar('12.50')} back as goodwill?` });
    expect(
      within(dialog).getByText(/from Ajjir’s own money; the owner’s earning is not touched/),
    ).toBeTruthy();
    expect(api?.requests).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: `Refund ${sar('12.50')}` }));
    expect(
      await screen.findByText(
        spaced(
          `The ${sar('12.50')} goodwill refund is recorded; it is sent to the renter’s card within moments.`,
        ),
      ),
    ).toBeTruthy();
    expect(api?.requests).toEqual([
      {
        method: 'POST',
        path: '/api/admin/bookings/b1/refunds',
        body: { amount: 1250, reason: 'Late hand-over' },
      },
    ]);
  });

  it('refuses an amount that is not one, or more than is left, before asking the server', async () => {
    const { user } = await renderForm('en', { status: 201, body: refundRow('done') });
    const amount = screen.getByRole('textbox', { name: /^Amount/ });
    await user.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Goodwill');
    await user.type(amount, '12.345');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter an amount above zero, with at most two decimals.')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '300');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(spaced(`That is more than is left to refund (${sar('253.80')}).`))).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api?.requests).toEqual([]);
  });

  it('says in Arabic when the reason is too short, and the server’s refusal of the amount', async () => {
    const { user } = await renderForm('ar', {
      status: 409,
      body: { code: 'refund_too_large', message: 'x' },
    });
    await user.type(screen.getByRole('textbox', { name: /^المبلغ/ }), '١٠');
    await user.type(screen.getByRole('textbox', { name: /^السبب/ }), 'ab');
    await user.click(screen.getByRole('button', { name: 'متابعة' }));
    expect(screen.getByText('اكتب ٣ أحرف على الأقل.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^السبب/ }), 'c');
    await user.click(screen.getByRole('button', { name: 'متابعة' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toContain('١٠٫٠٠');
    await user.click(
      within(dialog)
        .getAllByRole('button')
        .find((b) => b.textContent?.startsWith('استرداد'))!,
    );
    expect(await screen.findByText(/المبلغ أكبر من المتبقي القابل للاسترداد/)).toBeTruthy();
  });
});
