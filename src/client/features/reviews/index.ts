/**
 * What other features may use of reviews (docs/architecture.md, "Boundaries"): everything else
 * in this folder is its own.
 */
export { useItemReviews, useUserReviews } from './api/get-reviews';
export { BookingReview } from './components/booking-review';
export { ReviewCard, ReviewsSkeleton } from './components/review-card';
export { ReviewList } from './components/review-list';
