/**
 * The strings of the pages beyond the home page and browse, in both languages: an item's page and
 * its booking, listing an item, profiles (reviews), rentals and a booking's page, messages, and the
 * money pages (checkout, earnings, invoices). They load with those pages (loadPageStrings in
 * i18n/i18n.ts, which main.tsx points here), not with every page of the site.
 * Gathered here, in the app, because i18n/ imports no feature (docs/architecture.md, "Boundaries").
 */
import { priceLineStrings } from '../components/price-lines.i18n';
import { accountProblemStrings, accountStrings } from '../features/account/account.i18n';
import { setupAdminStrings } from '../features/admin-setup/admin-setup.i18n';
import { authStrings } from '../features/auth/auth.i18n';
import { blockingProblemStrings, blockingStrings } from '../features/blocking/blocking.i18n';
import { bookingsStrings } from '../features/bookings/bookings.i18n';
import { checkoutStrings } from '../features/checkout/checkout.i18n';
import { earningsStrings } from '../features/earnings/earnings.i18n';
import { invoicesStrings } from '../features/invoices/invoices.i18n';
import { itemPageStrings } from '../features/items/item-page.i18n';
import { listItemStrings } from '../features/list-item/list-item.i18n';
import { messagesStrings } from '../features/messages/messages.i18n';
import { moderationStrings } from '../features/moderation/moderation.i18n';
import { profileStrings } from '../features/profile/profile.i18n';
import { rentalStrings } from '../features/rental/rental.i18n';
import { reviewFormStrings } from '../features/reviews/reviews.i18n';
import { verificationStrings } from '../features/verification/verification.i18n';
import { depositProblemStrings } from '../i18n/deposit-problems';
import { moderationProblemStrings } from '../i18n/moderation-problems';
import { verificationProblemStrings } from '../i18n/verification-problems';

export const pageStrings = {
  ar: {
    ...priceLineStrings.ar,
    ...bookingsStrings.ar,
    ...reviewFormStrings.ar,
    ...itemPageStrings.ar,
    ...listItemStrings.ar,
    ...messagesStrings.ar,
    ...moderationStrings.ar,
    ...blockingStrings.ar,
    ...accountStrings.ar,
    ...profileStrings.ar,
    ...checkoutStrings.ar,
    ...earningsStrings.ar,
    ...invoicesStrings.ar,
    ...rentalStrings.ar,
    ...verificationStrings.ar,
    ...setupAdminStrings.ar,
    ...authStrings.ar,
  },
  en: {
    ...priceLineStrings.en,
    ...bookingsStrings.en,
    ...reviewFormStrings.en,
    ...itemPageStrings.en,
    ...listItemStrings.en,
    ...messagesStrings.en,
    ...moderationStrings.en,
    ...blockingStrings.en,
    ...accountStrings.en,
    ...profileStrings.en,
    ...checkoutStrings.en,
    ...earningsStrings.en,
    ...invoicesStrings.en,
    ...rentalStrings.en,
    ...verificationStrings.en,
    ...setupAdminStrings.en,
    ...authStrings.en,
  },
};

/**
 * What the pages' strings add to the running i18next: theirs, and the refusals of deposits, claims
 * and hand-over records (i18n/deposit-problems.ts) and of verification
 * (i18n/verification-problems.ts), merged into the site's `errors` and `validation` (i18n.ts adds
 * each part deeply).
 */
const problems = (language: 'ar' | 'en') => ({
  errors: {
    ...depositProblemStrings[language].errors,
    ...verificationProblemStrings[language].errors,
    ...moderationProblemStrings[language].errors,
    ...blockingProblemStrings[language].errors,
    ...accountProblemStrings[language].errors,
  },
  validation: {
    ...depositProblemStrings[language].validation,
    ...verificationProblemStrings[language].validation,
    ...blockingProblemStrings[language].validation,
  },
});

export const pageResources = {
  ar: { ...pageStrings.ar, ...problems('ar') },
  en: { ...pageStrings.en, ...problems('en') },
};
