/**
 * One EventSource('/api/events') per signed-in tab, feeding the query cache
 * (apply-live-event.ts). EventSource retries by itself (sending Last-Event-ID);
 * when it gives up (CLOSED) or does not exist, the status turns 'down' and the
 * queries poll, while we try a fresh connection now and then.
 */
import { type LiveEventType, SESSION_END_REASONS, type SessionEndReason } from '@shared/api-types';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isSigningOutHere, signInAfterSessionEnded, useCurrentUser } from '../auth';
import { applyLiveEvent, LIVE_EVENT_TYPES, refreshLiveFedQueries } from './apply-live-event';
import { getOpenThread, setLiveStatus } from './live-status';

/** Waits before a fresh connection after the browser gave up: 5 s, doubling, at most 2 minutes. */
const RETRY_FIRST_MS = 5_000;
const RETRY_MAX_MS = 120_000;

export function LiveConnection() {
  const queryClient = useQueryClient();
  const viewerId = useCurrentUser().data?.id ?? null;

  useEffect(() => {
    if (!viewerId) {
      setLiveStatus('off');
      return;
    }
    if (typeof EventSource === 'undefined') {
      setLiveStatus('down');
      return;
    }
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retryMs = RETRY_FIRST_MS;
    let hadGap = false;
    let stopped = false;

    const connect = () => {
      setLiveStatus('connecting');
      const current = new EventSource('/api/events', { withCredentials: true });
      source = current;
      current.onopen = () => {
        retryMs = RETRY_FIRST_MS;
        setLiveStatus('open');
        if (hadGap) refreshLiveFedQueries(queryClient);
        hadGap = false;
      };
      current.onerror = () => {
        if (current.readyState === EventSource.CLOSED) {
          // The browser will not retry (an error status, a wrong type): poll, and try again later.
          current.close();
          hadGap = true;
          setLiveStatus('down');
          if (!stopped) {
            retryTimer = setTimeout(connect, retryMs);
            retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
          }
        } else {
          // CONNECTING: the browser is retrying with Last-Event-ID; until it is back, poll.
          setLiveStatus('connecting');
        }
      };
      for (const type of LIVE_EVENT_TYPES) {
        current.addEventListener(type, (event) => {
          let data: unknown;
          try {
            data = JSON.parse((event as MessageEvent<string>).data);
          } catch {
            return; // Not ours to understand: skip it rather than break the stream.
          }
          if (type === 'session.ended' && !isSigningOutHere()) {
            // The server ended this page's session (why is in the event): a fresh sign-in page, which
            // says why. Whole, so nothing of the ended session stays in memory, and before any page
            // that needs a member can see the session gone and send to sign-in without the reason.
            stopped = true;
            current.close();
            window.location.replace(signInAfterSessionEnded(sessionEndReasonOf(data)));
            return;
          }
          applyLiveEvent(queryClient, type as LiveEventType, data as never, {
            viewerId,
            openThreadWith: getOpenThread(),
          });
          if (type === 'session.ended') {
            stopped = true;
            current.close();
          }
        });
      }
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
      setLiveStatus('off');
    };
  }, [viewerId, queryClient]);

  return null;
}

/** The reason the event gives; an older server's or an unknown one reads as a plain sign-out. */
function sessionEndReasonOf(data: unknown): SessionEndReason {
  const reason = (data as { reason?: unknown } | null)?.reason;
  return SESSION_END_REASONS.find((known) => known === reason) ?? 'signed_out';
}
