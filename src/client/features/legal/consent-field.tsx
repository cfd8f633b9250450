/**
 * The sign-up form's consent (docs/decisions/0063-legal-consents.md): one box accepting the Terms
 * of use and the Privacy notice as they are now, each linked (in a new tab, so the form keeps what
 * was typed). The form sends the current versions when it is ticked.
 */
import i18n from 'i18next';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { paths } from '../../app/paths';
import { registerLegalStrings } from './legal.i18n';

registerLegalStrings(i18n);

type ConsentFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** The problem to show under the box, already in words. */
  error?: string;
};

function DocumentLink({ to, children }: { to: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a
      href={to}
      target="_blank"
      rel="noopener"
      className="font-medium text-primary-700 underline underline-offset-4 hover:text-primary-800"
    >
      {children}
      <span className="sr-only"> {t('legal.consent.newTab')}</span>
    </a>
  );
}

export function ConsentField({ error, ...input }: ConsentFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3 rounded-xl border border-line bg-surface p-4">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary-700"
          data-testid="consent-checkbox"
          {...input}
        />
        <label htmlFor={id} className="text-sm leading-relaxed text-ink">
          <Trans
            i18nKey="legal.consent.label"
            values={{ terms: t('legal.terms'), privacy: t('legal.privacy') }}
            components={{
              termsLink: <DocumentLink to={paths.terms()} />,
              privacyLink: <DocumentLink to={paths.privacy()} />,
            }}
          />
        </label>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-danger-700">
          {error}
        </p>
      )}
    </div>
  );
}
