import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { LiveCountdown } from './live-countdown';

afterEach(() => vi.useRealTimers());

describe('the live countdown', () => {
  it('ticks each second as mm:ss, and tells screen readers the minutes only when they change', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-06T10:00:00.000Z') });
    await renderWithProviders(<LiveCountdown until="2026-12-06T10:02:05.000Z" label="Time left" />, {
      language: 'en',
    });
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toBe('02:05');
    expect(timer.getAttribute('aria-live')).toBe('off');
    const live = document.querySelector('[aria-live="polite"]')!;
    expect(live.textContent).toBe('About 3 minutes left.');

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(timer.textContent).toBe('02:04');
    expect(live.textContent).toBe('About 3 minutes left.');

    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(timer.textContent).toBe('02:00');
    expect(live.textContent).toBe('About 2 minutes left.');

    await act(() => vi.advanceTimersByTimeAsync(180_000));
    expect(timer.textContent).toBe('00:00');
  });

  it('writes the clock in Arabic-Indic digits on an Arabic page', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-06T10:00:00.000Z') });
    await renderWithProviders(<LiveCountdown until="2026-12-06T10:00:59.000Z" label="الوقت المتبقي" />, {
      language: 'ar',
    });
    expect(screen.getByRole('timer').textContent).toBe('٠٠:٥٩');
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('بقيت دقيقة واحدة تقريبًا.');
  });
});
