/**
 * Shapes of API answers (docs/product.md, "Records"), shared by server and client. Each is the wire
 * type (`Wire<…>`) of its answer schema in ./answers (docs/decisions/0042): the server encodes its
 * answers through those schemas, the client reads these types.
 */
export type { AccountClosing } from './answers/account';
export type {
  AdminItem,
  AdminItemRemoval,
  AdminStats,
  AdminUser,
  AdminUserDetail,
  AuditEntry,
  BestSellingRow,
  LexiconConceptView,
  LexiconTerm,
  StatsPoint,
  StatsSeries,
} from './answers/admin';
export type { AdminJobRow, AdminQueueCounts } from './answers/admin-jobs';
export type {
  AdminBookingMoney,
  AdminPaymentRow,
  AdminPayoutRow,
  AdminRefundMade,
  AdminRefundRow,
  LedgerTransactionView,
  Reconciliation,
  ReconciliationDifference,
  ReconciliationState,
} from './answers/admin-payments';
export type { AdminPayoutReviews, AdminPayoutState } from './answers/admin-payouts';
export type { ForgotPasswordAnswer, SetupAdminAnswer } from './answers/auth';
export type { BlockedMember, BlockRelation } from './answers/blocks';
export type {
  Booking,
  PriceBreakdownAnswer,
  RatedBookingParty,
} from './answers/bookings';
export type { BookingClaim, Claim, DisputeQueue, DisputeSummary } from './answers/claims';
export type { LiveEvents, LiveEventType } from './answers/events';
export type { HandoverRecords, ObjectionQueue, ObjectionSummary } from './answers/handover';
export type {
  Availability,
  Category,
  DateRange,
  Item,
  ItemOwner,
  UploadedImage,
} from './answers/items';
export type { ConsentsAnswer, LegalInfo } from './answers/legal';
export type { Conversation, Message } from './answers/messages';
export type {
  FiledReport,
  ModerationCase,
  ModerationContext,
  ModerationDecision,
  ModerationLastDecision,
  ModerationMember,
  ModerationReport,
} from './answers/moderation';
export type { NoShowCase, NoShowQueue, NoShowState, NoShowSummary } from './answers/no-shows';
export type {
  Notification,
  NotificationData,
  NotificationList,
  UnreadCounts,
} from './answers/notifications';
export type {
  BookingMoney,
  CheckoutStart,
  EarningLine,
  EarningState,
  Earnings,
  HeldFor,
  Invoice,
  InvoiceSummary,
  PaymentRefresh,
  PaymentSummary,
  PaymentTerms,
  PayoutAccount,
  PayoutBlocker,
  PayoutSummary,
  RefundSummary,
} from './answers/payments';
export type { Review } from './answers/reviews';
export type {
  District,
  SearchAlternatives,
  Suggestion,
  SuggestionList,
} from './answers/search';
export type { SiteConfig, SiteStats } from './answers/site';
export type { MeResponse, PublicUser, User, UserSummary } from './answers/users';
// Plain values, without zod: the client's first page must not carry the schemas' library.
export {
  type DroppableFilter,
  SESSION_END_REASONS,
  type SessionEndReason,
} from './constants';
