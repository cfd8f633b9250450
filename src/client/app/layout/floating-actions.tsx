import { MessageCircle, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { SimpleTooltip } from '../../components/ui/tooltip';
import { paths } from '../paths';

/**
 * The height the buttons take from the bottom of the screen, and a little more: two of 3rem, the
 * gap between them and the offset (1rem on phones, 1.5rem from `sm`), as page padding.
 */
export const FLOATING_ACTIONS_ROOM = 'pb-[8.5rem] sm:pb-[9rem]';

/** Quick ways to messages and to listing an item, at the bottom end corner (docs/product.md, "Pages"). */
export function FloatingActions() {
  const { t } = useTranslation();
  return (
    // A landmark of its own: screen reader users moving between landmarks meet these too.
    <nav
      aria-label={t('floating.label')}
      className="fixed end-4 bottom-4 z-30 flex flex-col gap-3 sm:end-6 sm:bottom-6"
    >
      <SimpleTooltip content={t('floating.messages')} side="start">
        <Button asChild variant="outline" size="icon" className="size-12 rounded-full shadow-pop">
          <Link to={paths.messages()} aria-label={t('floating.messages')}>
            <MessageCircle className="size-5" aria-hidden="true" />
          </Link>
        </Button>
      </SimpleTooltip>
      <SimpleTooltip content={t('floating.listItem')} side="start">
        <Button asChild size="icon" className="size-12 rounded-full shadow-pop">
          <Link to={paths.listItem()} aria-label={t('floating.listItem')}>
            <Plus className="size-6" aria-hidden="true" />
          </Link>
        </Button>
      </SimpleTooltip>
    </nav>
  );
}
