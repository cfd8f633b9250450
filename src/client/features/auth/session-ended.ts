/**
 * Why the page was sent to sign-in by the server (the live stream's `session.ended`): carried in
 * the sign-in address (`?ended=`), so that the sign-in page says it for as long as it is shown,
 * after the page that heard it is gone and in whichever language is chosen there.
 */
import { SESSION_END_REASONS, type SessionEndReason } from '@shared/api-types';
import { paths } from '../../app/paths';

export const SESSION_ENDED_PARAM = 'ended';

export function signInAfterSessionEnded(reason: SessionEndReason): string {
  return `${paths.auth()}?${new URLSearchParams({ [SESSION_ENDED_PARAM]: reason })}`;
}

/** The reason named in the address, if it is one of ours (anything else says nothing). */
export function sessionEndedReasonOf(params: URLSearchParams): SessionEndReason | null {
  const value = params.get(SESSION_ENDED_PARAM);
  return SESSION_END_REASONS.find((reason) => reason === value) ?? null;
}

/**
 * This page is signing itself out: the stream's `session.ended` that follows is its own doing, and it
 * goes home rather than to a sign-in page that would say "signed out in another tab".
 */
let signingOutHere = false;
export function setSigningOutHere(value: boolean): void {
  signingOutHere = value;
}
export function isSigningOutHere(): boolean {
  return signingOutHere;
}
