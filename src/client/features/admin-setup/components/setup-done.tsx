import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/paths';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import type { SetupAdminAnswer } from '../api/setup-admin';

/** The account that was made, and the generated password with a copy button (it is shown only once). */
export function SetupDone({ answer }: { answer: SetupAdminAnswer }) {
  const { t } = useTranslation();
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ variant: 'success', title: t('setupAdmin.copied') });
    } catch {
      toast({ variant: 'destructive', title: t('setupAdmin.copyFailed') });
    }
  };
  return (
    <div className="flex flex-col gap-4">
      <Alert variant="success" title={t('setupAdmin.created')}>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-muted">{t('auth.fields.username')}</dt>
          <dd dir="ltr" className="text-end font-medium">
            {answer.admin.username}
          </dd>
          <dt className="text-muted">{t('auth.fields.email')}</dt>
          <dd dir="ltr" className="text-end font-medium">
            {answer.admin.email}
          </dd>
        </dl>
      </Alert>
      {answer.generatedPassword && (
        <div className="rounded-xl border border-sand-200 bg-sand-50 p-4">
          <p className="text-sm font-semibold text-sand-800">{t('setupAdmin.generatedPassword')}</p>
          <div className="mt-2 flex items-center gap-2">
            <code
              dir="ltr"
              className="flex-1 rounded-lg bg-surface px-3 py-2 font-mono text-base ring-1 ring-line"
              data-testid="generated-password"
            >
              {answer.generatedPassword}
            </code>
            <Button
              variant="outline"
              size="icon"
              onClick={() => copy(answer.generatedPassword ?? '')}
              aria-label={t('setupAdmin.copy')}
            >
              <Copy className="size-4" aria-hidden="true" />
            </Button>
          </div>
          <p className="mt-2 text-sm text-sand-800">{t('setupAdmin.shownOnce')}</p>
        </div>
      )}
      <p className="text-sm text-muted">
        {answer.generatedPassword
          ? t('setupAdmin.instructionsGenerated')
          : t('setupAdmin.instructionsChosen')}
      </p>
      <Button asChild size="lg" className="w-full">
        <Link to={paths.auth()}>{t('setupAdmin.goSignIn')}</Link>
      </Button>
    </div>
  );
}
