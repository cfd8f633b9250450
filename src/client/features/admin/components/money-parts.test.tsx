import type { Language } from '@shared/constants';
import { screen } from '@testing-library/react';
import i18n from 'i18next';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { registerAdminStrings } from '../admin.i18n';
import { PaymentStatusBadge, RefundReasonText } from './money-parts';

async function show(element: ReactElement, language: Language = 'en') {
  const rendered = await renderWithProviders(element, { language });
  registerAdminStrings(i18n);
  await i18n.changeLanguage(language);
  return rendered;
}

describe('PaymentStatusBadge', () => {
  it('says "partly refunded" while the gateway calls a payment refunded with money left', async () => {
    await show(<PaymentStatusBadge status="refunded" amount={42_075} refunded={21_038} />);
    expect(await screen.findByText('Partly refunded')).toBeTruthy();
  });

  it('says "refunded" once all of it came back, and passes other statuses through', async () => {
    const { rerender } = await show(
      <PaymentStatusBadge status="refunded" amount={42_075} refunded={42_075} />,
    );
    expect(await screen.findByText('Refunded')).toBeTruthy();
    rerender(<PaymentStatusBadge status="paid" amount={42_075} refunded={0} />);
    expect(await screen.findByText('Paid')).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    await show(<PaymentStatusBadge status="refunded" amount={42_075} refunded={100} />, 'ar');
    expect(await screen.findByText('مستردة جزئيًا')).toBeTruthy();
  });
});

describe('RefundReasonText', () => {
  it('names the reason, or a second payment on the page with its id at the gateway', async () => {
    const { rerender } = await show(
      <RefundReasonText refund={{ reason: 'owner_declined', secondPaymentId: null }} />,
    );
    expect(await screen.findByText('Owner declined')).toBeTruthy();
    rerender(<RefundReasonText refund={{ reason: 'not_needed', secondPaymentId: 'pay_second' }} />);
    expect(await screen.findByText('A second payment on the same payment page')).toBeTruthy();
    expect(screen.getByText('pay_second').getAttribute('dir')).toBe('ltr');
  });
});
