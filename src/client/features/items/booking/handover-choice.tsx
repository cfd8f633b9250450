import type { Item } from '@shared/api-types';
import type { PickupOption } from '@shared/constants';
import { Hand, Truck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioCard, RadioCards } from '../../../components/ui/radio-cards';

const ICONS = { pickup: Hand, delivery: Truck } as const;

/** Pickup or delivery, when the owner offers both; otherwise the one way, said plainly. */
export function HandoverChoice({
  item,
  value,
  onChange,
}: {
  item: Item;
  value: PickupOption;
  onChange: (value: PickupOption) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  if (item.pickupOptions.length < 2) {
    const only = item.pickupOptions[0] ?? 'pickup';
    const Icon = ICONS[only];
    return (
      <p className="flex items-center gap-2 text-sm text-ink/85">
        <Icon className="size-4 shrink-0 text-primary-700" aria-hidden="true" />
        {t(`itemPage.booking.handover.only.${only}`)}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <p id={labelId} className="text-sm font-semibold text-ink">
        {t('itemPage.booking.handover.label')}
      </p>
      <RadioCards
        aria-labelledby={labelId}
        value={value}
        onValueChange={(next) => onChange(next as PickupOption)}
        className="lg:grid-cols-1"
      >
        {item.pickupOptions.map((option) => {
          const Icon = ICONS[option];
          return (
            <RadioCard
              key={option}
              value={option}
              icon={<Icon className="size-5" aria-hidden="true" />}
              title={t(`itemPage.booking.handover.${option}`)}
              description={t(`itemPage.booking.handover.${option}Body`)}
            />
          );
        })}
      </RadioCards>
    </div>
  );
}
