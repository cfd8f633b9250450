/**
 * The two sides of a no-show case, each in its own words and photos (docs/decisions/0060-no-shows.md):
 * the renter's (their report, when the case began with one) and the owner's, side by side on wide
 * screens, one above the other on phones. A side that gave no account is said to have given none.
 */
import type { NoShowCase } from '@shared/api-types';
import { formatMoment } from '@shared/format';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/use-language';
import { StatementBody, StatementBox } from './dispute-sides';

const SIDES = ['renter', 'owner'] as const;

export function NoShowSides({ noShow }: { noShow: NoShowCase }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[repeat(2,minmax(0,1fr))]">
      {SIDES.map((side) => (
        <Account key={side} side={side} account={noShow[side]} />
      ))}
    </div>
  );
}

function Account({ side, account }: { side: (typeof SIDES)[number]; account: NoShowCase['owner'] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <StatementBox title={t(`admin.disputes.noShows.sides.${side}`)} level={4}>
      {account.at ? (
        <>
          <p className="text-sm text-muted">
            {t('admin.disputes.noShows.givenAt', { date: formatMoment(account.at, language) })}
          </p>
          <StatementBody
            text={account.statement}
            photos={account.photos}
            photosLabel={t(`admin.disputes.${side}Photos`)}
          />
        </>
      ) : (
        <p className="text-sm text-muted">{t('admin.disputes.noShows.noAccount')}</p>
      )}
    </StatementBox>
  );
}
