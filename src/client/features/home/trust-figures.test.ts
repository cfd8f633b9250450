import { describe, expect, it } from 'vitest';
import { TRUST_FIGURES_MIN, trustFigures } from './trust-figures';

describe('trustFigures', () => {
  const enough = { completedRentals: TRUST_FIGURES_MIN.rentals, reviewCount: TRUST_FIGURES_MIN.reviews };

  it('shows the database’s figures once there are enough rentals and reviews', () => {
    expect(trustFigures({ ...enough, averageRating: 4.2 })).toEqual({ rating: 4.2, rentals: 20 });
    expect(trustFigures({ completedRentals: 1234, reviewCount: 900, averageRating: 3.9 })).toEqual({
      rating: 3.9,
      rentals: 1234,
    });
  });

  it('shows no number while the figures load, before any review, or with too few', () => {
    expect(trustFigures(undefined)).toBeNull();
    expect(trustFigures({ completedRentals: 0, reviewCount: 0, averageRating: null })).toBeNull();
    expect(
      trustFigures({ ...enough, completedRentals: TRUST_FIGURES_MIN.rentals - 1, averageRating: 5 }),
    ).toBeNull();
    expect(
      trustFigures({ ...enough, reviewCount: TRUST_FIGURES_MIN.reviews - 1, averageRating: 5 }),
    ).toBeNull();
  });
});
