/**
 * The Terms of use, the Privacy notice and the Contact page (docs/product.md, "Pages";
 * docs/decisions/0063-legal-consents.md): open to anyone, in both languages, each document with
 * its version and its figures from the server (GET /api/legal).
 */
import type { LegalInfo } from '@shared/api-types';
import { formatDay, formatHijriDay } from '@shared/format';
import { LEGAL_VERSIONS, type LegalDocument } from '@shared/legal';
import i18n from 'i18next';
import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { ErrorState, PageLoading } from '../../components/page-states';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useLanguage } from '../../i18n/use-language';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLegalInfo } from './api/legal';
import { registerLegalStrings } from './legal.i18n';
import { type LegalFigures, type LegalSection, legalFigures } from './legal-document';
import { privacyDocument } from './privacy-document';
import { termsDocument } from './terms-document';

registerLegalStrings(i18n);

const PAGES = { terms: paths.terms(), privacy: paths.privacy(), contact: paths.contact() } as const;
type LegalPageName = keyof typeof PAGES;

/** The page's frame: its title, an optional line under it, then its parts and links to the other pages. */
function LegalFrame({
  page,
  subtitle,
  children,
}: {
  page: LegalPageName;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const title = t(`legal.${page}`);
  useDocumentTitle(title);
  const others = (Object.keys(PAGES) as LegalPageName[]).filter((other) => other !== page);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6" data-testid={`legal-${page}`}>
      <header className="border-b border-line pb-6">
        <h1 className="text-3xl font-bold text-primary-950">{title}</h1>
        {subtitle && <p className="mt-2 text-sm text-muted">{subtitle}</p>}
      </header>
      <div className="mt-8 flex flex-col gap-8">{children}</div>
      <nav aria-label={t('legal.readAlso')} className="mt-12 border-t border-line pt-6">
        <h2 className="text-sm font-semibold text-primary-800">{t('legal.readAlso')}</h2>
        <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          {others.map((other) => (
            <li key={other}>
              <Link to={PAGES[other]} className="text-primary-700 underline-offset-4 hover:underline">
                {t(`legal.${other}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}

/** The figures of the documents once the server's answer is here; loading and failure in their place. */
function WithLegalInfo({ children }: { children: (info: LegalInfo) => ReactNode }) {
  const { t } = useTranslation();
  const legal = useLegalInfo();
  if (legal.isPending) return <PageLoading />;
  if (legal.isError) {
    return (
      <ErrorState error={legal.error} title={t('legal.loadError')} onRetry={() => void legal.refetch()} />
    );
  }
  return (
    <>
      {legal.data.demo && <Alert title={t('legal.demoNotice')} />}
      {children(legal.data)}
    </>
  );
}

function Block({ block }: { block: LegalSection['body'][number] }) {
  if (typeof block === 'string') return <p className="leading-relaxed text-ink/90">{block}</p>;
  return (
    <ul className="flex list-disc flex-col gap-2 ps-6 leading-relaxed text-ink/90 marker:text-primary-600">
      {block.list.map((point) => (
        <li key={point}>{point}</li>
      ))}
    </ul>
  );
}

/** A document: its contents, then each part under its heading (an anchor a link can open). */
function DocumentBody({ sections }: { sections: LegalSection[] }) {
  const { t } = useTranslation();
  return (
    <>
      <nav aria-labelledby="legal-contents" className="rounded-card border border-line bg-surface p-5">
        <h2 id="legal-contents" className="text-sm font-semibold text-primary-800">
          {t('legal.contents')}
        </h2>
        <ol className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="text-primary-700 underline-offset-4 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-title`}
          className="scroll-mt-24"
        >
          <h2 id={`${section.id}-title`} className="text-xl font-semibold text-primary-950">
            {section.title}
          </h2>
          <div className="mt-3 flex flex-col gap-3">
            {section.body.map((block) => (
              <Block key={typeof block === 'string' ? block : block.list.join('\n')} block={block} />
            ))}
          </div>
        </section>
      ))}
    </>
  );
}

/** "Version in force since 7 December 2026 (26 Jumada II 1448)". */
function useVersionLine(document: LegalDocument): string {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const version = LEGAL_VERSIONS[document];
  return t('legal.version', { date: formatDay(version, language), hijri: formatHijriDay(version, language) });
}

/** Who runs Ajjir, with a way to write and to call. */
function OperatorCard({ info }: { info: LegalInfo }) {
  const { t } = useTranslation();
  const { operator } = info;
  const rows: [string, ReactNode][] = [
    [t('legal.operator.name'), operator.name],
    [t('legal.operator.cr'), <bdi key="cr">{operator.crNumber}</bdi>],
    [t('legal.operator.vat'), <bdi key="vat">{operator.vatNumber}</bdi>],
    [t('legal.operator.address'), operator.address],
    [t('legal.operator.email'), <bdi key="email">{operator.email}</bdi>],
    [t('legal.operator.phone'), <bdi key="phone">{operator.phone}</bdi>],
  ];
  return (
    <section aria-labelledby="legal-operator" className="rounded-card border border-line bg-surface p-5">
      <h2 id="legal-operator" className="text-xl font-semibold text-primary-950">
        {t('legal.operator.title')}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-muted">{label}</dt>
            <dd className="break-words text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 flex flex-wrap gap-3">
        <Button asChild>
          <a href={`mailto:${operator.email}`}>
            <Mail className="size-4" aria-hidden="true" />
            {t('legal.contactPage.write')}
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={`tel:${operator.phone}`}>
            <Phone className="size-4" aria-hidden="true" />
            {t('legal.contactPage.call')}
          </a>
        </Button>
      </div>
    </section>
  );
}

function DocumentPage({
  page,
  build,
}: {
  page: LegalDocument;
  build: (figures: LegalFigures) => LegalSection[];
}) {
  const { language } = useLanguage();
  const versionLine = useVersionLine(page);
  return (
    <LegalFrame page={page} subtitle={versionLine}>
      <WithLegalInfo>
        {(info) => (
          <>
            <DocumentBody sections={build(legalFigures(info, language))} />
            <OperatorCard info={info} />
          </>
        )}
      </WithLegalInfo>
    </LegalFrame>
  );
}

export function TermsPage() {
  return <DocumentPage page="terms" build={termsDocument} />;
}

export function PrivacyPage() {
  return <DocumentPage page="privacy" build={privacyDocument} />;
}

function ContactPart({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-primary-950">
        {title}
      </h2>
      <p className="mt-3 leading-relaxed text-ink/90">{children}</p>
    </section>
  );
}

export function ContactPage() {
  const { t } = useTranslation();
  return (
    <LegalFrame page="contact" subtitle={t('legal.contactPage.intro')}>
      <WithLegalInfo>
        {(info) => (
          <>
            <OperatorCard info={info} />
            <ContactPart id="contact-report" title={t('legal.contactPage.reportTitle')}>
              {t('legal.contactPage.reportBody')}
            </ContactPart>
            <ContactPart id="contact-disputes" title={t('legal.contactPage.disputesTitle')}>
              {t('legal.contactPage.disputesBody')}
            </ContactPart>
            <ContactPart id="contact-privacy" title={t('legal.contactPage.privacyTitle')}>
              {t('legal.contactPage.privacyBody')}
            </ContactPart>
            <ContactPart id="contact-emergency" title={t('legal.contactPage.emergencyTitle')}>
              {t('legal.contactPage.emergencyBody')}
            </ContactPart>
          </>
        )}
      </WithLegalInfo>
    </LegalFrame>
  );
}
