import type { NoShowCase } from '@shared/api-types';
import { formatMoment } from '@shared/format';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { cn } from '../../../lib/cn';
import { PartyWords } from './party-words';
import { PhotoStrip } from './photo-strip';

const SIDES = ['renter', 'owner'] as const;

/** Each side's account given so far, side by side (stacked on phones): the renter's report, the owner's answer. */
export function NoShowAccounts({ found }: { found: NoShowCase }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const given = SIDES.filter((side) => found[side].at !== null);
  if (given.length === 0) return null;
  return (
    <div className={cn('grid gap-4', given.length > 1 && 'md:grid-cols-2')}>
      {given.map((side) => {
        const account = found[side];
        const empty = !account.statement && account.photos.length === 0;
        return (
          <PartyWords
            key={side}
            heading={t(`rental.noShow.accounts.${side}.${found.kind}`)}
            text={account.statement}
            note={
              account.at && t('rental.noShow.accounts.sentOn', { date: formatMoment(account.at, language) })
            }
            testId={`no-show-${side}`}
          >
            {empty && <p className="mt-2 text-sm text-muted">{t('rental.noShow.accounts.nothing')}</p>}
            <PhotoStrip photos={account.photos} of="statement" />
          </PartyWords>
        );
      })}
    </div>
  );
}
