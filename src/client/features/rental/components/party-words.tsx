import type { ReactNode } from 'react';

/**
 * One side's words (a member's text: shown as written, never as markup), its photos and its day:
 * a claim and its dispute, or a no-show case's accounts. Photos alone, without words, show alone.
 */
export function PartyWords({
  heading,
  text,
  note,
  testId,
  children,
}: {
  heading: string;
  text: string | null;
  note: string | null;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0" data-testid={testId}>
      <h3 className="text-sm font-semibold text-ink">{heading}</h3>
      {text && (
        <p
          className="mt-2 whitespace-pre-line break-words rounded-xl bg-canvas px-3 py-2 text-sm leading-relaxed text-ink/90"
          dir="auto"
        >
          {text}
        </p>
      )}
      {children}
      {note && <p className="mt-2 text-xs text-muted">{note}</p>}
    </div>
  );
}
