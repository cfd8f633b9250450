/** Small pieces of the Jobs screen: a queue's name, a job's last error. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { queueKeyOf } from '../jobs-params';

/** A queue's name in the reader's language; a queue the screen does not know keeps its own name. */
export function useQueueName(): (queue: string) => string {
  const { t } = useTranslation();
  return (queue) => t(queueKeyOf(queue), { defaultValue: queue });
}

/** The queue's readable name, with its own name under it for whoever reads the logs. */
export function QueueName({ queue, nameClassName }: { queue: string; nameClassName?: string }) {
  const name = useQueueName()(queue);
  return (
    <span className="flex min-w-0 flex-col">
      <span className={nameClassName ?? 'font-medium text-ink'}>{name}</span>
      {name !== queue && (
        <code className="break-all text-xs text-muted rtl:text-end" dir="ltr">
          {queue}
        </code>
      )}
    </span>
  );
}

/** Errors longer than this, or of several lines, are cut to three lines with a way to read them whole. */
const SHORT_ERROR = 140;

/**
 * A job's last error, as the server wrote it (often the gateway's English): wrapped, and cut when
 * long. A job still queued may carry a note there ("paid; looked at again…") or the error it is being
 * retried after: `quiet` shows it without the failure's red.
 */
export function JobError({ error, quiet = false }: { error: string; quiet?: boolean }) {
  const { t } = useTranslation();
  const [whole, setWhole] = useState(false);
  const long = error.length > SHORT_ERROR || error.includes('\n');
  return (
    <div className="max-w-sm">
      <p
        dir="auto"
        className={cn(
          'whitespace-pre-wrap break-words font-mono text-xs rtl:text-end',
          quiet ? 'text-ink/80' : 'text-danger-700',
          long && !whole && 'line-clamp-3',
        )}
      >
        {error}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={whole}
          onClick={() => setWhole((now) => !now)}
          className="mt-1 rounded text-xs font-medium text-primary-800 underline underline-offset-2 hover:text-primary-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
        >
          {whole ? t('admin.jobs.errorLess') : t('admin.jobs.errorMore')}
        </button>
      )}
    </div>
  );
}
