import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SimpleTooltip } from './tooltip';

const classesOf = (element: HTMLElement) => element.className.split(/\s+/);

describe('the tooltip', () => {
  it('lays the bubble out only while it shows, never wider than the screen', async () => {
    await renderWithProviders(
      <SimpleTooltip content="What was checked, and when" align="start">
        <button type="button">Phone verified</button>
      </SimpleTooltip>,
      { language: 'en' },
    );
    const bubble = screen.getByText('What was checked, and when');
    expect(bubble.getAttribute('aria-hidden')).toBe('true');
    // Closed, it takes no room (an invisible bubble still widened a phone's page).
    expect(classesOf(bubble)).toContain('hidden');
    expect(classesOf(bubble)).toEqual(
      expect.arrayContaining(['group-hover/tip:block', 'group-has-[:focus-visible]/tip:block']),
    );
    expect(classesOf(bubble)).toContain('max-w-[min(20rem,calc(100vw-2rem))]');
    expect(classesOf(bubble)).not.toContain('max-w-xs');
  });

  it('goes on Escape, and comes back the next time the trigger is reached', async () => {
    const { user } = await renderWithProviders(
      <>
        <SimpleTooltip content="Messages">
          <button type="button" aria-label="Messages">
            ✉
          </button>
        </SimpleTooltip>
        <button type="button">Elsewhere</button>
      </>,
      { language: 'en' },
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Messages' }));
    expect(screen.getByText('Messages', { selector: 'span' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Messages', { selector: 'span' })).toBeNull();
    await user.tab();
    await user.tab({ shift: true });
    expect(screen.getByText('Messages', { selector: 'span' })).toBeTruthy();
  });
});
