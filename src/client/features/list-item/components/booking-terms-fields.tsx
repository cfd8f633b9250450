import { PICKUP_OPTIONS, type PickupOption } from '@shared/constants';
import { Handshake, type LucideIcon, Truck, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useFieldErrorText } from '../../../lib/forms';
import type { ItemFormMethods } from '../item-form-values';
import { firstError } from './form-problems';
import { RequiredLegend } from './required-legend';

const PICKUP_ICONS: Record<PickupOption, LucideIcon> = { pickup: Handshake, delivery: Truck };

/** How the item changes hands: pickup, delivery or both; at least one. */
export function PickupOptionsField({ form }: { form: ItemFormMethods }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const error = form.formState.errors.pickupOptions;
  return (
    <fieldset
      className="flex flex-col gap-1.5 sm:col-span-2"
      aria-describedby={error ? 'pickup-error' : 'pickup-hint'}
    >
      <RequiredLegend>{t('listItem.fields.pickupOptions')}</RequiredLegend>
      <div className="grid gap-3 sm:grid-cols-2">
        {PICKUP_OPTIONS.map((option) => {
          const Icon = PICKUP_ICONS[option];
          return (
            <label
              key={option}
              className={cn(
                'group flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-surface p-4 transition-colors',
                'hover:border-primary-200 hover:bg-primary-50/50',
                'has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50 has-[:checked]:ring-1 has-[:checked]:ring-primary-700',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
                error && 'border-danger-600/60',
              )}
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-canvas text-primary-700 group-has-[:checked]:bg-primary-700 group-has-[:checked]:text-white">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold text-ink">{t(`listItem.pickup.${option}.title`)}</span>
                <span className="text-sm text-muted">{t(`listItem.pickup.${option}.hint`)}</span>
              </span>
              <input
                type="checkbox"
                value={option}
                aria-invalid={error ? true : undefined}
                className="mt-1 size-5 shrink-0 cursor-pointer accent-primary-700 focus-visible:outline-none"
                {...form.register('pickupOptions')}
              />
            </label>
          );
        })}
      </div>
      {error ? (
        <p id="pickup-error" className="text-sm font-medium text-danger-700">
          {errorText(firstError(error))}
        </p>
      ) : (
        <p id="pickup-hint" className="text-sm text-muted">
          {t('listItem.fields.pickupOptionsHint')}
        </p>
      )}
    </fieldset>
  );
}

/** Instant booking: requests are confirmed at once, without waiting for the owner's answer. */
export function InstantBookingField({ form }: { form: ItemFormMethods }) {
  const { t } = useTranslation();
  return (
    <label
      className={cn(
        'group flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-surface p-4 transition-colors sm:col-span-2',
        'hover:border-primary-200 hover:bg-primary-50/50',
        'has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
      )}
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-canvas text-primary-700 group-has-[:checked]:bg-primary-700 group-has-[:checked]:text-white">
        <Zap className="size-5" aria-hidden="true" />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold text-ink">{t('listItem.instantBooking.title')}</span>
        <span className="text-sm text-muted">{t('listItem.instantBooking.hint')}</span>
      </span>
      <input
        type="checkbox"
        className="mt-1 size-5 shrink-0 cursor-pointer accent-primary-700 focus-visible:outline-none"
        {...form.register('instantBooking')}
      />
    </label>
  );
}
