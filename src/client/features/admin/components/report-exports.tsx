/**
 * The users and listings exports, in CSV or JSON, each a download in a new tab.
 */
import type { ExportFormat } from '@shared/constants';
import { Download, FileBraces, FileSpreadsheet, type LucideIcon, Package, UsersRound } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export function Exports() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card bg-surface p-5 shadow-card ring-1 ring-line sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-ink">
        <Download className="size-5 text-primary-700" aria-hidden="true" />
        {t('admin.reports.exports.title')}
      </h2>
      <p className="mt-0.5 text-sm text-muted">{t('admin.reports.exports.description')}</p>
      <div className="mt-5 grid gap-4 md:grid-cols-2">
        <ExportGroup what="users" icon={UsersRound} />
        <ExportGroup what="items" icon={Package} />
      </div>
    </section>
  );
}

const FORMAT_ICONS: Record<ExportFormat, LucideIcon> = { json: FileBraces, csv: FileSpreadsheet };

function ExportGroup({ what, icon: Icon }: { what: 'users' | 'items'; icon: LucideIcon }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-canvas p-4 ring-1 ring-line sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-surface text-primary-700 ring-1 ring-line">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-ink">{t(`admin.reports.exports.${what}.title`)}</p>
          <p className="text-sm text-muted">{t(`admin.reports.exports.${what}.description`)}</p>
        </div>
      </div>
      <div className="flex gap-2">
        {(['csv', 'json'] as const).map((format) => {
          const FormatIcon = FORMAT_ICONS[format];
          return (
            <a
              key={format}
              href={`/api/admin/export/${what}?format=${format}`}
              target="_blank"
              rel="noopener"
              className="inline-flex h-9 flex-1 items-center justify-center gap-2 rounded-lg border border-line bg-surface px-3 text-sm font-medium text-ink transition-colors hover:border-primary-200 hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 sm:flex-none"
              aria-label={t(`admin.reports.exports.${what}.${format}`)}
            >
              <FormatIcon className="size-4" aria-hidden="true" />
              {format.toUpperCase()}
            </a>
          );
        })}
      </div>
    </div>
  );
}
