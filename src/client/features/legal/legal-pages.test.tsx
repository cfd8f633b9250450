import type { LegalInfo } from '@shared/api-types';
import { LEGAL_VERSIONS } from '@shared/legal';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../test/fetch-stub';
import { renderWithProviders } from '../../test/render';
import { legalFigures } from './legal-document';
import { ContactPage, PrivacyPage, TermsPage } from './legal-pages';
import { privacyDocument } from './privacy-document';
import { termsDocument } from './terms-document';

const INFO: LegalInfo = {
  operator: {
    name: 'شركة أجّر للتأجير',
    crNumber: '1010123456',
    vatNumber: '300000000000003',
    address: 'طريق الملك فهد، العليا، الرياض 12214',
    email: 'privacy@ajjir.example',
    phone: '+966112345678',
  },
  versions: { ...LEGAL_VERSIONS },
  fees: { serviceFeeBasisPoints: 750, commissionBasisPoints: 1200 },
  claimWindowHours: 48,
  demo: false,
};

let api: ReturnType<typeof stubApi> | undefined;
afterEach(() => api?.restore());

describe('the legal documents (docs/decisions/0063-legal-consents.md)', () => {
  it('have the same parts in Arabic and English', () => {
    for (const build of [termsDocument, privacyDocument]) {
      const ids = (language: 'ar' | 'en') => build(legalFigures(INFO, language)).map((section) => section.id);
      expect(ids('ar')).toEqual(ids('en'));
      expect(ids('en').length).toBeGreaterThan(5);
    }
  });

  it('state the configured fees and the cancellation rules as the code applies them', () => {
    const text = JSON.stringify(termsDocument(legalFigures(INFO, 'en')));
    expect(text).toContain('a service fee of 7.5%');
    expect(text).toContain('a commission of 12%');
    expect(text).toContain('Flexible: a full refund until 24 hours before pickup, then 50% back.');
    expect(text).toContain('Moderate: a full refund until 3 days before pickup, then 50% back.');
    expect(text).toContain('Strict: 50% back until 7 days before pickup, then nothing back.');
    // Intl writes an Arabic letter mark after ٪; the words are compared without it.
    const arabic = JSON.stringify(termsDocument(legalFigures(INFO, 'ar'))).replaceAll('\u061C', '');
    expect(arabic).toContain('الصارمة: استرداد ٥٠٪ حتى ٧ أيام قبل يوم الاستلام، ثم لا يُسترد شيء.');
    expect(arabic).toContain('رسوم خدمة قدرها ٧٫٥٪');
  });
});

describe('the legal pages', () => {
  it('show the Terms with their version, the operator and the other pages, in Arabic', async () => {
    api = stubApi({ 'GET /api/legal': { body: INFO } });
    await renderWithProviders(<TermsPage />, { language: 'ar', route: '/terms' });
    expect(await screen.findByRole('heading', { level: 1, name: 'شروط الاستخدام' })).toBeTruthy();
    expect(screen.getByText(/^الإصدار النافذ منذ/).textContent).toMatch(/٢٠٢٦/);
    expect(await screen.findByRole('heading', { name: '٦. الإلغاء والاسترداد' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '٦. الإلغاء والاسترداد' }).getAttribute('href')).toBe(
      '#cancellation',
    );
    expect(screen.getByRole('link', { name: 'مراسلة أجّر' }).getAttribute('href')).toBe(
      'mailto:privacy@ajjir.example',
    );
    expect(screen.getByRole('link', { name: 'إشعار الخصوصية' }).getAttribute('href')).toBe('/privacy');
    expect(screen.queryByText(/موقع تجريبي/)).toBeNull();
  });

  it('say on a demo site that the operator’s details are examples', async () => {
    api = stubApi({ 'GET /api/legal': { body: { ...INFO, demo: true } } });
    await renderWithProviders(<PrivacyPage />, { language: 'en', route: '/privacy' });
    expect(await screen.findByText(/This is a demo site/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '7. Cookies and storage on your device' })).toBeTruthy();
    expect(document.body.textContent).toContain('ajjir_session');
  });

  it('show the Contact page’s ways to reach Ajjir and to report, and a failure with a retry', async () => {
    api = stubApi({ 'GET /api/legal': { body: INFO } });
    const { unmount } = await renderWithProviders(<ContactPage />, { language: 'en', route: '/contact' });
    expect(await screen.findByRole('link', { name: 'Call Ajjir' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Call Ajjir' }).getAttribute('href')).toBe('tel:+966112345678');
    expect(screen.getByRole('heading', { name: 'Reporting a problem' })).toBeTruthy();
    unmount();
    api.restore();
    api = stubApi({ 'GET /api/legal': { status: 500, body: { code: 'internal' } } });
    await renderWithProviders(<ContactPage />, { language: 'en', route: '/contact' });
    expect(await screen.findByText("This page couldn't be loaded.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
