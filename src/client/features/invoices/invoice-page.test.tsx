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

  it('lists the rental with its VAT (Ajjir the deemed supplier) and the service fee with its VAT, and the totals', async () => {
    await renderInvoice(invoiceFixture(), 'en');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain('Ajjir is the deemed supplier of this rental');
    expect(rows[1]?.textContent).toMatch(/SAR\s945\.0015%SAR\s141\.75SAR\s1,086\.75$/);
    expect(rows[2]?.textContent).toContain('Ajjir service fee');
    expect(rows[2]?.textContent).toMatch(/SAR\s47\.2515%SAR\s7\.09SAR\s54\.34$/);
    const total = (label: string) => screen.getByText(label).closest('div')?.textContent;
    expect(total('Total excl. VAT')).toMatch(/SAR\s992\.25$/);
    expect(total('VAT 15%')).toMatch(/SAR\s148\.84$/);
    expect(total('Total incl. VAT')).toMatch(/SAR\s1,141\.09$/);
    expect(screen.getByText('King Fahd Road, Riyadh 12214')).toBeTruthy();
  });

  it('an owner’s rental: names the owner as the seller and Ajjir as who issued it, without Ajjir’s note', async () => {
    await renderInvoice(
      invoiceFixture({
        supply: 'owner',
        seller: { name: 'مؤسسة الخيمة', vatNumber: '311111111111113', address: null },
        issuedBy: { name: 'Ajjir Company', vatNumber: '300000000000003' },
        lines: [{ key: 'rental', amount: 94_500, vat: 14_175 }],
        totalExclVat: 94_500,
        vat: 14_175,
        total: 108_675,
      }),
      'en',
    );
    expect(await screen.findByText('مؤسسة الخيمة')).toBeTruthy();
    expect(screen.getByText('311111111111113')).toBeTruthy();
    expect(screen.getByText('Issued on the seller’s behalf by')).toBeTruthy();
    expect(screen.getByText('Ajjir Company')).toBeTruthy();
    expect(screen.queryByText('Ajjir is the deemed supplier of this rental')).toBeNull();
    expect(screen.queryByText('Collected on the owner’s behalf')).toBeNull();
  });

  it('a business buyer’s: a standard tax invoice with the buyer’s VAT number; the commission line', async () => {
    await renderInvoice(
      invoiceFixture({
        supply: 'commission',
        buyerName: 'مؤسسة الخيمة',
        buyerVatNumber: '311111111111113',
        lines: [{ key: 'commission', amount: 9_450, vat: 1_418 }],
        totalExclVat: 9_450,
        vat: 1_418,
        total: 10_868,
      }),
      'en',
    );
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('فاتورة ضريبيةTax Invoice');
    expect(screen.getByText('Buyer’s VAT number')).toBeTruthy();
    expect(screen.getByText('311111111111113')).toBeTruthy();
    expect(screen.getByText('Ajjir commission on the rental')).toBeTruthy();
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

  it('calls a credit note one, with the invoice it corrects and its reason', async () => {
    await renderInvoice(
      invoiceFixture({ kind: 'credit_note', number: 1050, correctsNumber: 1042, reason: 'renter_cancelled' }),
      'en',
    );
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('إشعار دائنCredit Note');
    expect(screen.getByText(/Corrects invoice no\. 1042/)).toBeTruthy();
    expect(screen.getByText('ألغى المستأجر الحجز')).toBeTruthy();
    expect(screen.getByText('The renter cancelled the booking')).toBeTruthy();
  });

  it('a demo site’s: marked in both languages, inside the printed document, as a sample and not a tax invoice', async () => {
    await renderInvoice(invoiceFixture({ sample: true }), 'en');
    const mark = await screen.findByRole('note', { name: /Sample — not a tax invoice/ });
    expect(mark.textContent).toContain('نموذج تجريبي — ليست فاتورة ضريبية');
    expect(mark.textContent).toContain('Sample — not a tax invoice');
    expect(mark.closest('[data-invoice-document]')).not.toBeNull();
    expect(mark.closest('[data-print-hidden]')).toBeNull();
  });

  it('a real one carries no sample mark', async () => {
    await renderInvoice(invoiceFixture(), 'en');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/not a tax invoice/)).toBeNull();
    expect(screen.queryByText(/نموذج تجريبي/)).toBeNull();
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
