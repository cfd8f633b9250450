/**
 * Who may book the listing (docs/decisions/0062-verified-members.md): anyone; only members whose
 * identity Nafath verified for instant booking (the others' requests wait for the owner); or only
 * them for any request. Three cards in a labelled radio group, each with what it means, beside the
 * instant-booking switch whose meaning the middle one changes.
 */
import { IDENTITY_REQUIREMENTS, type IdentityRequirement } from '@shared/verification';
import { type LucideIcon, ShieldCheck, UsersRound, Zap } from 'lucide-react';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RadioCard, RadioCards } from '../../../components/ui/radio-cards';
import { useFieldErrorText } from '../../../lib/forms';
import type { ItemFormMethods } from '../item-form-values';

const REQUIREMENT_ICONS: Record<IdentityRequirement, LucideIcon> = {
  none: UsersRound,
  instant: Zap,
  all: ShieldCheck,
};

export function IdentityRequirementField({ form }: { form: ItemFormMethods }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const id = useId();
  const legendId = `${id}-legend`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const error = form.formState.errors.identityRequirement;
  const [requirement, instantBooking] = useWatch({
    control: form.control,
    name: ['identityRequirement', 'instantBooking'],
  });
  // "Instant booking for verified members" changes nothing while instant booking is off: said so.
  const instantOff = requirement === 'instant' && !instantBooking;
  const describedBy = [error ? errorId : hintId, instantOff ? noteId : undefined].filter(Boolean).join(' ');
  return (
    <Controller
      control={form.control}
      name="identityRequirement"
      render={({ field }) => (
        <fieldset className="flex flex-col gap-1.5 sm:col-span-2">
          <legend id={legendId} className="text-sm font-medium text-ink">
            {t('listItem.identity.legend')}
          </legend>
          <RadioCards
            value={field.value ?? 'none'}
            onValueChange={field.onChange}
            aria-labelledby={legendId}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            className="mt-1 sm:flex sm:flex-col"
          >
            {IDENTITY_REQUIREMENTS.map((option, index) => {
              const Icon = REQUIREMENT_ICONS[option];
              return (
                <RadioCard
                  key={option}
                  ref={index === 0 ? field.ref : undefined}
                  value={option}
                  icon={<Icon className="size-5" aria-hidden="true" />}
                  title={t(`listItem.identity.options.${option}.title`)}
                  description={t(`listItem.identity.options.${option}.hint`)}
                />
              );
            })}
          </RadioCards>
          {error ? (
            <p id={errorId} className="text-sm font-medium text-danger-700">
              {errorText(error)}
            </p>
          ) : (
            <p id={hintId} className="text-sm text-muted">
              {t('listItem.identity.hint')}
            </p>
          )}
          {instantOff && (
            <p id={noteId} className="rounded-lg bg-warning-50 px-3 py-2 text-sm text-warning-700">
              {t('listItem.identity.instantOff')}
            </p>
          )}
        </fieldset>
      )}
    />
  );
}
