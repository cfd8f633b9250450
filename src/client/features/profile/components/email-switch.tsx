import { BellRing } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "E-mail me about bookings and messages": the switch of the own profile,
 * an instant toggle in view mode (profile-header.tsx) and a field of the
 * edit form, saved with the rest.
 */
export function EmailSwitch({
  checked,
  onCheckedChange,
  disabled,
  busy,
}: {
  checked: boolean;
  onCheckedChange: (next: boolean) => void;
  disabled?: boolean;
  /** Saving right now: the switch waits (a wait cursor rather than a not-allowed one). */
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-start gap-4 rounded-2xl bg-canvas p-4">
      <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-primary-50 text-primary-700">
        <BellRing className="size-4.5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block cursor-pointer font-medium text-ink">
          {t('messages.emailPreference.label')}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-muted">
          {t('messages.emailPreference.hint')}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled || busy}
        aria-describedby={`${id}-hint`}
        data-testid="email-notifications"
        className={`relative mt-1 inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-muted/40 p-0.5 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 data-[state=checked]:bg-primary-700 ${busy ? 'disabled:cursor-wait' : 'disabled:cursor-not-allowed'}`}
      >
        <Switch.Thumb className="block size-6 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-5 rtl:data-[state=checked]:-translate-x-5" />
      </Switch.Root>
    </div>
  );
}
