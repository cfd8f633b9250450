import { formatNumber } from '@shared/format';
import { LocateFixed, MapPin, MapPinCheck, X } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useLanguage } from '../../../i18n/use-language';
import type { Locating } from './use-item-position';

/**
 * The listing's precise position: what is set, "Use my location" or Clear, and what happened
 * (a note, the browser's refusal or failure, the position's error). The button takes the
 * focus when the position has a problem (`buttonRef`).
 */
export function PositionPanel({
  position,
  locating,
  note,
  error,
  buttonRef,
  onLocate,
  onClear,
}: {
  position: { latitude: number; longitude: number } | null;
  locating: Locating;
  note: string | null;
  error: string | undefined;
  buttonRef: Ref<HTMLButtonElement>;
  onLocate: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-line bg-canvas p-4 sm:col-span-2">
      <div className="flex flex-wrap items-center gap-3">
        <span
          className={
            position
              ? 'grid size-10 shrink-0 place-items-center rounded-xl bg-primary-700 text-white'
              : 'grid size-10 shrink-0 place-items-center rounded-xl bg-surface text-primary-700 ring-1 ring-line'
          }
        >
          {position ? (
            <MapPinCheck className="size-5" aria-hidden="true" />
          ) : (
            <MapPin className="size-5" aria-hidden="true" />
          )}
        </span>
        <div className="min-w-0 flex-1 basis-48" aria-live="polite">
          <p className="text-sm font-semibold text-ink">{t('listItem.location.precise')}</p>
          <p className="text-sm text-muted">
            {position
              ? t('listItem.location.set', {
                  latitude: formatNumber(position.latitude, language, 2),
                  longitude: formatNumber(position.longitude, language, 2),
                })
              : t('listItem.location.notSet')}
          </p>
        </div>
        {position ? (
          <Button ref={buttonRef} variant="ghost" size="sm" onClick={onClear}>
            <X className="size-4" aria-hidden="true" />
            {t('listItem.location.clear')}
          </Button>
        ) : (
          <Button
            ref={buttonRef}
            variant="outline"
            size="sm"
            onClick={onLocate}
            loading={locating.status === 'locating'}
            className="bg-surface"
          >
            {locating.status !== 'locating' && <LocateFixed className="size-4" aria-hidden="true" />}
            {locating.status === 'locating'
              ? t('listItem.location.locating')
              : t('listItem.location.useMine')}
          </Button>
        )}
      </div>
      {note && <p className="text-sm text-primary-800">{note}</p>}
      {locating.status === 'failed' && (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {t(`listItem.location.problems.${locating.problem}`)}
        </p>
      )}
      {error && <p className="text-sm font-medium text-danger-700">{error}</p>}
    </div>
  );
}
