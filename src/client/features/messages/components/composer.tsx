import { MESSAGE_MAX_LENGTH } from '@shared/constants';
import { isolate } from '@shared/names';
import { hasVisibleText } from '@shared/validation';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../components/page-states';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { useRecheckBlock } from '../../blocking';
import { useSendMessage } from '../api/messages';

/**
 * The input under a thread: Enter sends, Shift+Enter starts a new line (and
 * Enter while an input method is composing, e.g. Arabic on some keyboards,
 * does neither). The message shows at once; if sending fails the text comes
 * back to the box with the reason.
 */
export function Composer({
  viewerId,
  receiverId,
  name,
  disabled,
}: {
  viewerId: string;
  receiverId: string;
  name: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const hintId = useId();
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const send = useSendMessage(viewerId);
  const recheckBlock = useRecheckBlock();
  const empty = !hasVisibleText(text);

  // Grows with the text up to about six lines.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the text changes
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, 160)}px`;
  }, [text]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (send.isPending || disabled) return;
    if (empty) {
      toast({ variant: 'destructive', title: t('messages.toasts.empty') });
      return;
    }
    const content = text.trim();
    setText('');
    send.mutate(
      { receiverId, content, optimistic: true },
      {
        onError: (error) => {
          // Closed by a block meanwhile (docs/decisions/0065): the input gives way to the calm line.
          if (error instanceof ApiError && error.code === 'blocked') void recheckBlock(receiverId);
          setText((current) => (current.trim() === '' ? content : current));
          toast({
            variant: 'destructive',
            title: t('messages.toasts.failed'),
            description: errorMessage(error),
          });
        },
      },
    );
    box.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={submit} className="border-t border-line bg-surface p-3 sm:px-5 sm:py-4">
      <div className="flex items-end gap-2 rounded-2xl bg-canvas p-1.5 ring-1 ring-line focus-within:ring-2 focus-within:ring-primary-600">
        <textarea
          ref={box}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          maxLength={MESSAGE_MAX_LENGTH}
          dir="auto"
          aria-label={t('messages.inputLabel', { name: isolate(name) })}
          aria-describedby={hintId}
          placeholder={t('messages.placeholder')}
          disabled={disabled}
          className="max-h-40 min-h-10 flex-1 resize-none bg-transparent px-3 py-2 text-[0.95rem] leading-6 text-ink outline-none placeholder:text-muted/80 disabled:opacity-60"
        />
        <Button
          type="submit"
          size="icon"
          className="size-10 rounded-xl"
          disabled={empty || send.isPending || disabled}
          aria-label={t('messages.send')}
        >
          <SendHorizontal className="size-5 flip-rtl" aria-hidden="true" />
        </Button>
      </div>
      <p id={hintId} className="mt-1.5 hidden px-2 text-[0.7rem] text-muted sm:block">
        {t('messages.enterHint')}
      </p>
    </form>
  );
}
