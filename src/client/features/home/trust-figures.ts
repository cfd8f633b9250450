import type { SiteStats } from '@shared/api-types';

/**
 * Below these the home page makes a claim that needs no number: an average of three reviews
 * says little, and "4 rentals" reads as an empty marketplace (docs/decisions/0034).
 */
export const TRUST_FIGURES_MIN = { rentals: 20, reviews: 10 } as const;

/** The figures to show, or null when there are too few to be worth a number. */
export function trustFigures(stats: SiteStats | undefined): { rating: number; rentals: number } | null {
  if (!stats || stats.averageRating === null) return null;
  if (stats.completedRentals < TRUST_FIGURES_MIN.rentals || stats.reviewCount < TRUST_FIGURES_MIN.reviews) {
    return null;
  }
  return { rating: stats.averageRating, rentals: stats.completedRentals };
}
