import type { Suggestion } from '@shared/api-types';
import { LayoutGrid, type LucideIcon, MapPin, Package, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { matchRange } from '../match-range';
import { suggestionLabel } from '../suggestion-target';

const KIND_ICONS: Record<Suggestion['kind'], LucideIcon> = {
  term: Search,
  item: Package,
  category: LayoutGrid,
  place: MapPin,
};

/** One option of the suggestions' listbox: its kind's icon, its label with the typed part in bold, its kind. */
export function SuggestionOption({
  id,
  suggestion,
  typed,
  active,
  onChoose,
}: {
  id: string;
  suggestion: Suggestion;
  typed: string;
  active: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const Icon = KIND_ICONS[suggestion.kind];
  const kind = t(`search.suggestions.kinds.${suggestion.kind}`);
  // Words and titles are what people wrote, in either language; names are in the page's.
  const written = suggestion.kind === 'term' || suggestion.kind === 'item';
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: the box keeps the focus; aria-activedescendant names the option.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter in the box chooses the active option.
    <div
      id={id}
      role="option"
      aria-selected={active}
      onClick={onChoose}
      className={cn(
        'flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-xl px-2.5 py-2 text-start',
        'hover:bg-canvas',
        active && 'bg-primary-50 text-primary-900 ring-1 ring-primary-600/30 ring-inset hover:bg-primary-50',
      )}
    >
      <span
        className={cn(
          'flex size-8 shrink-0 items-center justify-center rounded-lg',
          active ? 'bg-primary-100 text-primary-800' : 'bg-canvas text-primary-700',
        )}
      >
        <Icon className="size-4" aria-hidden="true" />
      </span>
      {/* Heard as "City: Jeddah"; the kind at the end is for the eyes (a word needs none there). */}
      <span className="sr-only">{t('search.suggestions.kindPrefix', { kind })}</span>
      <span className="min-w-0 flex-1 truncate" dir={written ? 'auto' : undefined}>
        <Highlighted text={suggestionLabel(suggestion)} typed={typed} />
      </span>
      {suggestion.kind !== 'term' && (
        <span className="shrink-0 text-xs text-muted" aria-hidden="true">
          {kind}
        </span>
      )}
    </div>
  );
}

/** The text with the part matching what is typed in bold (matchRange: no pattern from the text). */
function Highlighted({ text, typed }: { text: string; typed: string }) {
  const range = matchRange(text, typed);
  if (!range) return text;
  const [start, end] = range;
  return (
    <>
      {text.slice(0, start)}
      <span className="font-bold">{text.slice(start, end)}</span>
      {text.slice(end)}
    </>
  );
}
