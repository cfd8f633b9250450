/**
 * Hand-over and return, confirmed by both sides (docs/decisions/0059-handover-and-return-records.md):
 * the one who acts confirms it (the owner hands over; the owner, or the renter for an early return,
 * confirms the return), and the other acknowledges or objects within ACKNOWLEDGE_HOURS; silence
 * counts as acknowledgement. Either side may add a condition record (a note and photos) to each
 * stage; with a deposit, the owner hands over only after adding at least one photo.
 */
export const HANDOVER_STAGES = ['handover', 'return'] as const;
export type HandoverStage = (typeof HANDOVER_STAGES)[number];

/** Hours the other side has to acknowledge or object; no answer by then acknowledges. */
export const ACKNOWLEDGE_HOURS = 24;
/** A condition record's note, and its photos. */
export const CONDITION_NOTE_MAX = 500;
export const MAX_CONDITION_PHOTOS = 6;
/** An objection's words. */
export const OBJECTION_TEXT_MIN = 10;
export const OBJECTION_TEXT_MAX = 1000;

export const HANDOVER_ANSWERS = ['acknowledged', 'objected'] as const;
export type HandoverAnswer = (typeof HANDOVER_ANSWERS)[number];
