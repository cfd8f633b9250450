/**
 * What the owner of a hidden listing reads on its page (docs/decisions/0064-reports-and-moderation.md):
 * held for review after reports or for its words, or hidden by Ajjir's team. Nobody else sees it.
 */
import type { HiddenReason } from '@shared/moderation';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';

export function HiddenListingNotice({ reason }: { reason: HiddenReason | null | undefined }) {
  const { t } = useTranslation();
  if (!reason) return null;
  return (
    <Alert variant="info" title={t(`moderation.hidden.${reason}.title`)} data-testid="hidden-listing-notice">
      {t(`moderation.hidden.${reason}.body`)}
    </Alert>
  );
}
