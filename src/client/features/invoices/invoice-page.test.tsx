import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { invoiceFixture, userFixture } from '../../test/money-fixtures';
import { renderWithProviders } from '../../test/render';
import { InvoicePage } from './invoice-page';

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

function renderInvoice(invoice = invoiceFixture(), language: 'ar' | 'en' = 'ar') {
  api = stubApi({
    'GET /api/auth/me': { body: { user: userFixture() } },
    'GET /api/invoices/inv1': { body: invoice },
  });
  return renderWithProviders(
    <Routes>
      <Route path="/invoices/:id" element={<InvoicePage />} />
    </Routes>,
    { route: '/invoices/inv1', language },
  );
}

describe('the tax invoice', () => {
  it('is headed in Arabic with the English under it, and names the seller, buyer and booking', async () => {
    await renderInvoice();
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('فاتورة ضريبية مبسطةSimplified Tax Invoice');
    const document = heading.closest('article');
    expect(document?.getAttribute('dir')).toBe('rtl');
    expect(screen.getByText('١٠٤٢')).toBeTruthy();
    expect(screen.getByText('Ajjir Company')).toBeTruthy();
    expect(screen.getByText('300000000000003')).toBeTruthy();
    expect(screen.getByText('Sara Ali')).toBeTruthy();
    expect(screen.getByText('Camping tent')).toBeTruthy();
  });

  it('lists the rental (collected for the owner) and the service fee with its VAT, and the totals', async () => {
    await renderInvoice(invoiceFixture(), 'en');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('Collected on the owner’s behalf');
    expect(rows[1]?.textContent).toMatch(/SAR\s945\.00—SAR\s0\.00SAR\s945\.00$/);
    expect(rows[2]?.textContent).toContain('Ajjir service fee');
    expect(rows[2]?.textContent).toMatch(/SAR\s47\.2515%SAR\s7\.09SAR\s54\.34$/);
    const total = (label: string) => screen.getByText(label).closest('div')?.textContent;
    expect(total('Total excl. VAT')).toMatch(/SAR\s992\.25$/);
    expect(total('VAT 15%')).toMatch(/SAR\s7\.09$/);
    expect(total('Total incl. VAT')).toMatch(/SAR\s999\.34$/);
  });

  it('draws the QR code of the TLV text as an SVG with a title and a label', async () => {
    await renderInvoice();
    const qr = await screen.findByRole('img', { name: 'رمز الاستجابة السريعة للفاتورة / Invoice QR code' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('title')?.textContent).toBe('رمز الاستجابة السريعة للفاتورة / Invoice QR code');
    // 70-odd characters at level M need version 4 or more: 33 modules a side at least.
    expect(Number(qr.getAttribute('data-qr-size'))).toBeGreaterThanOrEqual(33);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  });

  it('calls a credit note one, with the invoice it corrects', async () => {
    await renderInvoice(invoiceFixture({ kind: 'credit_note', number: 1050, correctsNumber: 1042 }), 'en');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('إشعار دائنCredit Note');
    expect(screen.getByText(/Corrects invoice no\. 1042/)).toBeTruthy();
  });

  it('offers to print, and answers not found for an invoice that is not the reader’s', async () => {
    const { unmount } = await renderInvoice();
    expect(await screen.findByRole('button', { name: 'طباعة' })).toBeTruthy();
    unmount();

    api = stubApi({
      'GET /api/auth/me': { body: { user: userFixture() } },
      'GET /api/invoices/inv1': { status: 404, body: { code: 'not_found', message: 'Not found' } },
    });
    await renderWithProviders(
      <Routes>
        <Route path="/invoices/:id" element={<InvoicePage />} />
      </Routes>,
      { route: '/invoices/inv1', language: 'en' },
    );
    expect(await screen.findByRole('heading', { name: 'We could not find this invoice' })).toBeTruthy();
  });
});
