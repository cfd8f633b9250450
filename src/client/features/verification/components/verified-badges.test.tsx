import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ResponsivenessLine } from './responsiveness-line';
import { VerifiedBadges } from './verified-badges';

const ALL = {
  identity: '2026-12-06T09:00:00.000Z',
  phone: '2026-11-30T09:00:00.000Z',
  business: '2026-12-01T09:00:00.000Z',
};
const NONE = { identity: null, phone: null, business: null };

/** The words of a badge's tooltip: drawn for the eye, and the badge's accessible description. */
function tipOf(button: HTMLElement): string {
  const id = button.getAttribute('aria-describedby') ?? '';
  return document.getElementById(id)?.textContent ?? '';
}

describe('the verification badges', () => {
  it('show nothing when nothing is verified', async () => {
    const { container } = await renderWithProviders(<VerifiedBadges verified={NONE} />, { language: 'en' });
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('name each proof in order, focusable, and say what was checked and when (English)', async () => {
    const { user } = await renderWithProviders(<VerifiedBadges verified={ALL} />, { language: 'en' });
    const list = screen.getByRole('list', { name: 'Verified' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Identity verified (Nafath)',
      'Phone verified',
      'Business verified',
    ]);
    expect(tipOf(buttons[0]!)).toBe(
      'Name and national ID or Iqama checked through Nafath on December 6, 2026 (Jumada II 26, 1448 AH).',
    );
    expect(tipOf(buttons[1]!)).toBe(
      'A code texted to a Saudi mobile number was entered on November 30, 2026 (Jumada II 20, 1448 AH).',
    );
    expect(tipOf(buttons[2]!)).toBe(
      'Commercial registration found active under this name at the Ministry of Commerce on December 1, 2026 (Jumada II 21, 1448 AH).',
    );
    await user.tab();
    expect(document.activeElement).toBe(buttons[0]);
    // The bubble drawn beside the focused badge says the same words.
    expect(buttons[0]!.parentElement?.textContent).toContain('checked through Nafath on December 6, 2026');
  });

  it('say the same in Arabic, with Arabic-Indic digits and the Hijri day', async () => {
    await renderWithProviders(<VerifiedBadges verified={{ ...NONE, identity: ALL.identity }} />, {
      language: 'ar',
    });
    const badge = screen.getByRole('button', { name: 'هوية موثّقة عبر نفاذ' });
    expect(tipOf(badge)).toBe(
      'تُحقِّق من الاسم ورقم الهوية الوطنية أو الإقامة عبر نفاذ في ٦ ديسمبر ٢٠٢٦ (٢٦ جمادى الآخرة ١٤٤٨ هـ).',
    );
    expect(screen.getByRole('list', { name: 'ما وُثّق' })).toBeTruthy();
  });

  it('draw icons alone inside a link, named for it and not focusable', async () => {
    await renderWithProviders(
      <a href="/messages?with=u1">
        Sara <VerifiedBadges verified={{ ...NONE, phone: ALL.phone }} compact />
      </a>,
      { language: 'ar' },
    );
    expect(screen.getByRole('link', { name: 'Sara جوال موثّق' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the response line', () => {
  const value = { asked: 12, answeredPercent: 95, medianMinutes: 40, bucket: 'hour' as const };

  it('says how soon and how often an owner answers, in the page’s digits', async () => {
    await renderWithProviders(<ResponsivenessLine value={value} />, { language: 'ar' });
    expect(screen.getByTestId('responsiveness').textContent).toMatch(
      /^يأتي الرد عادةً خلال ساعة · نسبة الرد ٩٥٪/,
    );
  });

  it('in English too, for each bucket', async () => {
    await renderWithProviders(
      <ResponsivenessLine value={{ ...value, bucket: 'few_hours', answeredPercent: 80 }} />,
      {
        language: 'en',
      },
    );
    expect(screen.getByTestId('responsiveness').textContent).toBe(
      'Usually answers within a few hours · answers 80%',
    );
  });

  it('says nothing before there are enough requests', async () => {
    const { container } = await renderWithProviders(<ResponsivenessLine value={null} />, { language: 'en' });
    expect(container.textContent).toBe('');
  });
});
