/**
 * Downloading one's data (docs/decisions/0066-closed-accounts.md): what the file holds, a button,
 * and where the download stands (preparing, done with the file's name, or why it failed).
 */
import { Download, FileJson } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useDownloadMyData } from '../api/account';
import { SettingsCard } from './settings-card';

export function DownloadSection() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const download = useDownloadMyData();
  return (
    <SettingsCard
      icon={FileJson}
      title={t('settings.download.title')}
      description={t('settings.download.body')}
      testId="download-data"
    >
      <div>
        <Button onClick={() => download.mutate()} loading={download.isPending}>
          <Download className="size-4" aria-hidden="true" />
          {download.isPending ? t('settings.download.pending') : t('settings.download.button')}
        </Button>
      </div>
      <div aria-live="polite">
        {download.isSuccess && (
          <Alert variant="success" title={t('settings.download.done')}>
            <span dir="ltr" className="break-all">
              {download.data}
            </span>
          </Alert>
        )}
        {download.isError && (
          <Alert variant="danger" title={t('settings.download.failed')}>
            {errorMessage(download.error)}
          </Alert>
        )}
      </div>
    </SettingsCard>
  );
}
