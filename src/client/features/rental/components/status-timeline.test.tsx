import type { BookingStatus } from '@shared/constants';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { aBooking, someMoney } from '../rental-fixtures';
import { StatusTimeline } from './status-timeline';

const stepsShown = () =>
  within(screen.getByTestId('timeline'))
    .getAllByRole('listitem')
    .map((item) => `${item.dataset.step}:${item.dataset.state}`);

const label = (step: string) =>
  within(screen.getByTestId('timeline'))
    .getAllByRole('listitem')
    .find((item) => item.dataset.step === step)?.textContent;

describe('StatusTimeline', () => {
  const live: [BookingStatus, string[], string][] = [
    ['awaiting_payment', ['requested:done', 'paid:current'], 'Waiting for payment'],
    ['pending', ['paid:done', 'confirmed:current'], 'Waiting for the owner’s answer'],
    ['confirmed', ['confirmed:done', 'handedOver:current'], 'Pickup day: Tue, Mar 10, 2099'],
    ['active', ['handedOver:done', 'returned:current'], 'Return day: Fri, Mar 13, 2099'],
    ['completed', ['handedOver:done', 'returned:done'], 'Returned'],
  ];
  for (const [status, expected, text] of live) {
    it(`shows a ${status} booking’s steps, the current one marked`, async () => {
      await renderWithProviders(
        <StatusTimeline booking={aBooking({ status })} side="renter" money={someMoney({ status })} />,
        { language: 'en' },
      );
      const steps = stepsShown();
      expect(steps).toHaveLength(5);
      for (const step of expected) expect(steps).toContain(step);
      expect(screen.getByText(text, { exact: false })).toBeTruthy();
      const current = screen.queryByRole('listitem', { current: 'step' });
      expect(current?.dataset.state ?? 'done').toBe(status === 'completed' ? 'done' : 'current');
    });
  }

  it('asks the owner, not the renter, for the answer on a request', async () => {
    await renderWithProviders(<StatusTimeline booking={aBooking()} side="owner" money={someMoney()} />, {
      language: 'en',
    });
    expect(label('confirmed')).toContain('Waiting for your answer');
  });

  it('ends a declined request with the owner’s reason', async () => {
    await renderWithProviders(
      <StatusTimeline
        booking={aBooking({ status: 'declined', statusReason: 'Already promised that weekend' })}
        side="renter"
        money={someMoney({ status: 'declined' })}
      />,
      { language: 'en' },
    );
    expect(stepsShown()).toEqual(['requested:done', 'paid:done', 'declined:stopped']);
    expect(screen.getByText('Already promised that weekend')).toBeTruthy();
  });

  it('translates a reason the system gave, and says who cancelled', async () => {
    await renderWithProviders(
      <StatusTimeline
        booking={aBooking({ status: 'cancelled', statusReason: 'The listing was removed by Ajjir' })}
        side="renter"
        money={someMoney({
          status: 'cancelled',
          refunds: [
            {
              id: 'r1',
              amount: 39656,
              reason: 'listing_removed',
              secondPayment: false,
              status: 'done',
              createdAt: '2099-03-03T10:00:00.000Z',
              doneAt: '2099-03-03T10:01:00.000Z',
            },
          ],
        })}
      />,
      { language: 'ar' },
    );
    expect(label('cancelled')).toContain('ألغاه فريق أجّر');
    expect(screen.getByText('أزال فريق أجّر هذا الإعلان.')).toBeTruthy();
  });

  it('tells the one who cancelled it that they did', async () => {
    const money = someMoney({
      status: 'cancelled',
      refunds: [
        {
          id: 'r1',
          amount: 19828,
          reason: 'owner_cancelled',
          secondPayment: false,
          status: 'owed',
          createdAt: '2099-03-03T10:00:00.000Z',
          doneAt: null,
        },
      ],
    });
    await renderWithProviders(
      <StatusTimeline booking={aBooking({ status: 'cancelled' })} side="owner" money={money} />,
      { language: 'en' },
    );
    expect(stepsShown()).toEqual(['requested:done', 'paid:done', 'confirmed:done', 'cancelled:stopped']);
    expect(label('cancelled')).toContain('Cancelled by you');
  });

  it('shows a request never paid in time, and one that expired unanswered', async () => {
    const { unmount } = await renderWithProviders(
      <StatusTimeline
        booking={aBooking({ status: 'expired' })}
        side="renter"
        money={someMoney({ payment: null })}
      />,
      { language: 'en' },
    );
    expect(stepsShown()).toEqual(['requested:done', 'lapsed:stopped']);
    expect(label('lapsed')).toContain('Not paid in time');
    unmount();

    await renderWithProviders(
      <StatusTimeline booking={aBooking({ status: 'expired' })} side="renter" money={someMoney()} />,
      { language: 'en' },
    );
    expect(stepsShown()).toEqual(['requested:done', 'paid:done', 'expired:stopped']);
  });
});
