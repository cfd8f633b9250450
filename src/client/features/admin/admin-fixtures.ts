/** Answers of the admin money and jobs endpoints for the admin feature's tests, as the API gives them. */

import type { AdminBusinessCheck, AdminUserVerifications } from '@shared/answers/verification';
import type {
  AdminJobRow,
  DisputeSummary,
  HandoverRecords,
  NoShowSummary,
  ObjectionSummary,
  Reconciliation,
  ReconciliationState,
} from '@shared/api-types';
import { LEDGER_ACCOUNT_NAMES } from '@shared/constants';

/** A day that balances: one payment of 253.80, at the gateway too. */
export function reconciliationFixture(changes: Partial<Reconciliation> = {}): Reconciliation {
  const ledger = Object.fromEntries(
    LEDGER_ACCOUNT_NAMES.map((account) => [account, 0]),
  ) as Reconciliation['ours']['ledger'];
  return {
    day: '2026-04-10',
    ours: {
      payments: { count: 1, amount: 25_380 },
      refunds: { count: 0, amount: 0 },
      payouts: { count: 0, amount: 0 },
      ledger: { ...ledger, gateway: 25_380, escrow: -25_380 },
    },
    gateway: { payments: { count: 1, amount: 25_380 }, refunded: 0, complete: true },
    matched: 1,
    differences: [],
    ledgerProblems: [],
    ledgerTransactions: 1,
    balanced: true,
    ...changes,
  };
}

/** GET /api/admin/reconciliation's answer: by default a day not compared yet. */
export function reconciliationStateFixture(changes: Partial<ReconciliationState> = {}): ReconciliationState {
  return { day: '2026-04-10', report: null, comparedAt: null, comparing: false, lastError: null, ...changes };
}

/** A refund job that ran out of attempts, the gateway having refused it. */
export function jobFixture(changes: Partial<AdminJobRow> = {}): AdminJobRow {
  return {
    id: 41,
    queue: 'refund.send',
    state: 'failed',
    subject: '0b4c5a1e-8d2f-4e6a-9c3b-1a2b3c4d5e6f',
    attempts: 8,
    maxAttempts: 8,
    runAt: '2026-04-10T08:00:00.000Z',
    lastError: 'gateway refused the refund: amount exceeds the payment',
    createdAt: '2026-04-10T07:00:00.000Z',
    finishedAt: '2026-04-10T09:30:00.000Z',
    ...changes,
  };
}

const HOUR = 3_600_000;

/**
 * A claim of 300 riyals on a 500-riyal deposit that the renter disputed four days before `now`,
 * to be decided a day before `now` (overdue) unless `decideBy` says otherwise.
 */
export function disputeFixture(
  changes: { id?: string; itemTitle?: string; decideBy?: string } = {},
  now = Date.now(),
): DisputeSummary {
  const id = changes.id ?? 'c1';
  const bookingId = `b-${id}`;
  const at = (hours: number) => new Date(now + hours * HOUR).toISOString();
  return {
    claim: {
      id,
      bookingId,
      reason: 'damage',
      amount: 30_000,
      description: 'The tent came back with a torn door.',
      photos: [`https://photos.example/${id}/torn-door.webp`],
      status: 'disputed',
      createdAt: at(-120),
      answerDueAt: at(-48),
      answerText: 'The door was torn when I picked it up.',
      answerPhotos: [
        `https://photos.example/${id}/pickup-1.webp`,
        `https://photos.example/${id}/pickup-2.webp`,
      ],
      disputedAt: at(-97),
      decideBy: changes.decideBy ?? at(-25),
      kept: null,
      settledBy: null,
      decisionReason: null,
      settledAt: null,
    },
    booking: {
      id: bookingId,
      itemTitle: changes.itemTitle ?? 'Family tent',
      startDate: '2026-04-01',
      endDate: '2026-04-05',
      deposit: 50_000,
      owner: { id: 'u-owner', name: 'Noura Alharbi' },
      renter: { id: 'u-renter', name: 'Sami Alqahtani' },
    },
  };
}

/**
 * A rental's hand-over and return records (docs/decisions/0059-handover-and-return-records.md): the
 * owner handed over with a photo and the renter acknowledged; the owner confirmed the return and the
 * renter objected in words.
 */
export function recordsFixture(): HandoverRecords {
  return {
    stages: [
      {
        stage: 'handover',
        confirmation: {
          by: 'owner',
          at: '2026-04-01T07:00:00.000Z',
          early: false,
          answerDueAt: '2026-04-02T07:00:00.000Z',
          answer: 'acknowledged',
          answeredAt: '2026-04-01T09:30:00.000Z',
          silent: false,
          objection: null,
        },
        reports: [
          {
            id: 'r1',
            role: 'owner',
            authorName: 'Noura Alharbi',
            note: 'Door zip works; no tears.',
            photos: ['https://photos.example/r1/door.webp'],
            createdAt: '2026-04-01T06:50:00.000Z',
          },
        ],
      },
      {
        stage: 'return',
        confirmation: {
          by: 'owner',
          at: '2026-04-05T15:00:00.000Z',
          early: false,
          answerDueAt: '2026-04-06T15:00:00.000Z',
          answer: 'objected',
          answeredAt: '2026-04-05T18:00:00.000Z',
          silent: false,
          objection: 'I returned it a day earlier, not on the 5th.',
        },
        reports: [],
      },
    ],
    mayReport: [],
    mayAnswer: null,
    handoverPhotoRequired: false,
  };
}

/** An objection waiting: the renter objected to the owner's confirmation of the return. */
export function objectionFixture(bookingId = 'b-o1', itemTitle = 'Folding chairs'): ObjectionSummary {
  return {
    stage: 'return',
    confirmedBy: 'owner',
    confirmedAt: '2026-04-05T15:00:00.000Z',
    objectedAt: '2026-04-05T18:00:00.000Z',
    decideBy: '2026-04-08T18:00:00.000Z',
    objection: 'I returned it a day earlier, not on the 5th.',
    refundable: false,
    booking: {
      id: bookingId,
      itemTitle,
      startDate: '2026-04-01',
      endDate: '2026-04-05',
      deposit: 20_000,
      owner: { id: 'u-owner', name: 'Noura Alharbi' },
      renter: { id: 'u-renter', name: 'Sami Alqahtani' },
    },
  };
}

/**
 * A no-show case waiting for a decision (docs/decisions/0060-no-shows.md). By default the renter
 * reported, in words alone, that the owner did not hand over, and the owner answered with words and
 * two photos: sent to the team two days before `now`, to be decided five days after it. An
 * `untouched` case has neither side's account.
 */
export function noShowFixture(
  changes: {
    bookingId?: string;
    itemTitle?: string;
    kind?: NoShowSummary['case']['kind'];
    decideBy?: string;
  } = {},
  now = Date.now(),
): NoShowSummary {
  const bookingId = changes.bookingId ?? 'b-n1';
  const at = (hours: number) => new Date(now + hours * HOUR).toISOString();
  const reported = (changes.kind ?? 'owner_reported') === 'owner_reported';
  const none = { statement: null, photos: [], at: null };
  return {
    case: {
      kind: changes.kind ?? 'owner_reported',
      openedAt: at(reported ? -60 : -48),
      ownerAnswerDueAt: reported ? at(-36) : null,
      queuedAt: at(-48),
      decideBy: changes.decideBy ?? at(120),
      renter: reported
        ? { statement: 'I waited at the address for an hour; nobody came.', photos: [], at: at(-60) }
        : none,
      owner: reported
        ? {
            statement: 'I handed the projector over at 9; here it is at the renter’s door.',
            photos: [
              `https://photos.example/${bookingId}/door-1.webp`,
              `https://photos.example/${bookingId}/door-2.webp`,
            ],
            at: at(-48),
          }
        : none,
      outcome: null,
      closedAt: null,
      decisionNote: null,
      lapse: null,
    },
    booking: {
      id: bookingId,
      itemTitle: changes.itemTitle ?? 'Projector',
      startDate: '2026-04-10',
      endDate: '2026-04-12',
      deposit: 40_000,
      owner: { id: 'u-owner', name: 'Noura Alharbi' },
      renter: { id: 'u-renter', name: 'Sami Alqahtani' },
    },
  };
}

/**
 * A business check waiting for review (docs/decisions/0062-verified-members.md): the register found
 * the registration active under another name than the one the member gave.
 */
export function businessCheckFixture(changes: Partial<AdminBusinessCheck> = {}): AdminBusinessCheck {
  return {
    id: 'bc1',
    crNumber: '1010123456',
    vatNumber: '300000000000003',
    companyName: 'Alharbi Tents',
    registeredName: 'مؤسسة الحربي للخيام',
    registryStatus: 'active',
    status: 'review',
    reason: 'name_mismatch',
    createdAt: '2026-04-10T08:00:00.000Z',
    decidedAt: null,
    note: null,
    member: {
      id: 'u-business',
      username: 'alharbi',
      firstName: 'Noura',
      lastName: 'Alharbi',
      companyName: 'Alharbi Tents',
      email: 'noura@alharbi.example',
    },
    ...changes,
  };
}

/** A member whose e-mail, mobile number and identity are verified, and whose business is not. */
export function userVerificationsFixture(
  changes: Partial<AdminUserVerifications> = {},
): AdminUserVerifications {
  return {
    emailConfirmedAt: '2026-03-01T09:00:00.000Z',
    phone: '+966512345678',
    phoneVerifiedAt: '2026-03-02T09:00:00.000Z',
    identity: {
      verifiedAt: '2026-03-03T09:00:00.000Z',
      provider: 'nafath',
      level: 'IAL2',
      document: 'citizen',
      name: 'نورة الحربي',
      nameEn: 'Noura Alharbi',
    },
    business: null,
    ...changes,
  };
}
