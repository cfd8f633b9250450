import type { User } from '@shared/api-types';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { userFixture } from '../../../test/money-fixtures';
import { renderWithProviders } from '../../../test/render';
import { ProfileHeader } from './profile-header';

// A visitor reads these profiles: the block button beside them asks who is signed in.
let api: ReturnType<typeof stubApi> | undefined;
beforeEach(() => {
  api = stubApi({ 'GET /api/auth/me': { body: { user: null } } });
});
afterEach(() => api?.restore());

const NONE: User['verified'] = { identity: null, phone: null, business: null };
const business = (verified = NONE) =>
  userFixture({ accountType: 'business', companyName: 'Rahal Co', verified });

describe('the profile header of a business', () => {
  it('marks the account type with a building, not the check mark a verified badge would have', async () => {
    await renderWithProviders(<ProfileHeader user={business()} isOwn={false} />, { language: 'ar' });
    const pill = screen.getByText('منشأة', { selector: 'span' });
    expect(pill.querySelector('svg')?.getAttribute('class')).toMatch(/lucide-building/);
    expect(pill.querySelector('svg')?.getAttribute('class')).not.toMatch(/check/);
    // Unverified, it shows no verification badge at all.
    expect(screen.queryByRole('list', { name: 'ما وُثّق' })).toBeNull();
  });

  it('keeps the badge of a verified business apart from that pill', async () => {
    await renderWithProviders(
      <ProfileHeader
        user={business({ identity: null, phone: null, business: '2026-12-01T09:00:00.000Z' })}
        isOwn={false}
      />,
      { language: 'ar' },
    );
    expect(screen.getByRole('button', { name: 'منشأة موثّقة' })).toBeTruthy();
    expect(screen.getByText('منشأة', { selector: 'span' })).toBeTruthy();
  });
});
