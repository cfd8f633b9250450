import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';
import { Input } from './ui/input';

/** How long typing must pause before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box that searches as one types, once typing pauses (300 ms), and
 * at once on Enter. `value` is the search in force (kept in the address by
 * the caller); when it changes from outside (Back), the box follows.
 */
export function SearchInput({
  value,
  onSearch,
  label,
  placeholder,
  className,
}: {
  value: string;
  onSearch: (value: string) => void;
  /** The box's accessible name (the placeholder is not a label). */
  label: string;
  placeholder?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  // The last value we sent or were given: a change of `value` to anything else came from outside.
  const known = useRef(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  useEffect(() => {
    if (value !== known.current) {
      known.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === known.current) return;
    const timer = setTimeout(() => {
      known.current = trimmed;
      onSearchRef.current(trimmed);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const runNow = (next: string) => {
    known.current = next;
    onSearchRef.current(next);
  };

  return (
    <search className={cn('relative', className)}>
      <form
        className="relative"
        onSubmit={(event) => {
          event.preventDefault();
          runNow(text.trim());
        }}
      >
        <Search
          className="pointer-events-none absolute start-3.5 top-1/2 size-4.5 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={label}
          placeholder={placeholder}
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
          className="ps-10 pe-10 [&::-webkit-search-cancel-button]:hidden"
        />
        {text && (
          <button
            type="button"
            onClick={() => {
              setText('');
              runNow('');
            }}
            aria-label={t('common.clearSearch')}
            className="absolute end-1.5 top-1/2 inline-flex size-8 -translate-y-1/2 cursor-pointer items-center justify-center rounded-lg text-muted hover:bg-canvas hover:text-ink focus-visible:outline-2 focus-visible:outline-primary-600"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </form>
    </search>
  );
}
