/**
 * The prompt asking a signed-in member to accept new versions of the Terms of use or the Privacy
 * notice (docs/decisions/0063-legal-consents.md): calm, but it stays until they accept or sign out.
 * It links to the documents (the prompt waits while they read: it is not shown on the legal pages).
 * Loaded only when the signed-in answer asks for a consent, with its strings.
 */
import type { LegalDocument } from '@shared/legal';
import i18n from 'i18next';
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { useAcceptConsents } from './api/legal';
import { registerLegalStrings } from './legal.i18n';

registerLegalStrings(i18n);

const DOCUMENT_PATH: Record<LegalDocument, string> = { terms: paths.terms(), privacy: paths.privacy() };

export interface ConsentPromptProps {
  /** The documents to accept again (never empty). */
  needed: LegalDocument[];
  /** Signing out instead, and whether it is under way. */
  onSignOut: () => void;
  signingOut: boolean;
}

export function ConsentPrompt({ needed, onSignOut, signingOut }: ConsentPromptProps) {
  const { t } = useTranslation();
  const accept = useAcceptConsents();
  const body =
    needed.length > 1
      ? t('legal.prompt.bodyBoth')
      : needed[0] === 'terms'
        ? t('legal.prompt.bodyTerms')
        : t('legal.prompt.bodyPrivacy');
  const keepOpen = (event: Event) => event.preventDefault();
  return (
    <Dialog open>
      <DialogContent
        hideClose
        onEscapeKeyDown={keepOpen}
        onPointerDownOutside={keepOpen}
        onInteractOutside={keepOpen}
        data-testid="consent-prompt"
      >
        <DialogHeader>
          <DialogTitle>{t('legal.prompt.title')}</DialogTitle>
          <DialogDescription>{body}</DialogDescription>
        </DialogHeader>
        <ul className="flex flex-col gap-2">
          {needed.map((document) => (
            <li key={document}>
              <Link
                to={DOCUMENT_PATH[document]}
                className="inline-flex items-center gap-2 font-medium text-primary-700 underline underline-offset-4 hover:text-primary-800"
              >
                <FileText className="size-4 shrink-0" aria-hidden="true" />
                {t('legal.prompt.read', { document: t(`legal.${document}`) })}
              </Link>
            </li>
          ))}
        </ul>
        {accept.isError && <Alert variant="danger" title={t('legal.prompt.failed')} />}
        <DialogFooter>
          <Button variant="ghost" onClick={onSignOut} loading={signingOut} disabled={accept.isPending}>
            {t('legal.prompt.signOut')}
          </Button>
          <Button
            onClick={() =>
              accept.mutate(undefined, {
                onSuccess: () => toast({ variant: 'success', title: t('legal.prompt.accepted') }),
              })
            }
            loading={accept.isPending}
            disabled={signingOut}
          >
            {accept.isPending ? t('legal.prompt.accepting') : t('legal.prompt.accept')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
