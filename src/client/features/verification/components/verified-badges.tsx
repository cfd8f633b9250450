import type { VerifiedBadges as Verified } from '@shared/answers/verification';
import { VERIFICATION_KINDS, type VerificationKind } from '@shared/verification';
import { Building2, type LucideIcon, ShieldCheck, Smartphone } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SimpleTooltip } from '../../../components/ui/tooltip';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';
import { verifiedDayText } from '../verification-time';

const ICONS: Record<VerificationKind, LucideIcon> = {
  identity: ShieldCheck,
  phone: Smartphone,
  business: Building2,
};

/** The verified kinds of a profile, in the order they are shown, with since when. */
function shownOf(verified: Verified): { kind: VerificationKind; since: string }[] {
  return VERIFICATION_KINDS.flatMap((kind) => {
    const since = verified[kind];
    return since ? [{ kind, since }] : [];
  });
}

/**
 * What a profile proves (docs/decisions/0062-verified-members.md), as small pills: identity through
 * Nafath, phone, business; nothing when none. Each pill is focusable and names what was checked and
 * when (Gregorian and Hijri) in a tooltip, which is also its accessible description.
 *
 * `compact` draws the icons alone, not focusable, for places that are themselves one link (a
 * conversation in the list, a rental's card): their names join the link's.
 */
export function VerifiedBadges({
  verified,
  compact = false,
  className,
}: {
  verified: Verified;
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const shown = shownOf(verified);
  if (shown.length === 0) return null;
  if (compact) {
    return (
      <span className={cn('inline-flex shrink-0 items-center gap-0.5 text-primary-700', className)}>
        {shown.map(({ kind }) => {
          const Icon = ICONS[kind];
          const label = t(`verification.badges.${kind}`);
          return (
            <span key={kind} role="img" aria-label={label} title={label} className="inline-flex">
              <Icon className="size-4" aria-hidden="true" />
            </span>
          );
        })}
      </span>
    );
  }
  return (
    <ul
      aria-label={t('verification.badges.label')}
      className={cn('flex flex-wrap items-center gap-1.5', className)}
      data-testid="verified-badges"
    >
      {shown.map(({ kind, since }) => (
        <li key={kind} className="flex">
          <VerifiedBadge kind={kind} since={since} />
        </li>
      ))}
    </ul>
  );
}

function VerifiedBadge({ kind, since }: { kind: VerificationKind; since: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const tipId = useId();
  const Icon = ICONS[kind];
  const tip = t(`verification.badges.${kind}Tip`, { date: verifiedDayText(since, language) });
  return (
    <>
      <SimpleTooltip content={tip} align="start">
        <button
          type="button"
          aria-describedby={tipId}
          className={cn(
            'inline-flex cursor-default items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium',
            'bg-primary-50 text-primary-800 ring-1 ring-inset ring-primary-700/15',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600',
          )}
        >
          <Icon className="size-3.5 shrink-0" aria-hidden="true" />
          {t(`verification.badges.${kind}`)}
        </button>
      </SimpleTooltip>
      {/* The tooltip is drawn for the eye only: its words reach assistive technology from here. */}
      <span id={tipId} className="sr-only">
        {tip}
      </span>
    </>
  );
}
