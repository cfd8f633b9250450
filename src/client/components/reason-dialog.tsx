import { type ComponentProps, type FormEvent, type ReactNode, useRef, useState } from 'react';
import { Button } from './ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './ui/dialog';
import { Field, Textarea } from './ui/input';

/** The reason box of a `ReasonDialog`: its words, and whether it may be left empty. */
export interface ReasonFieldProps {
  label: string;
  placeholder: string;
  maxLength: number;
  hint?: string;
  /** Refused while empty after trimming, with `requiredMessage` under the box. */
  required: boolean;
  requiredMessage: string;
  /** Says "optional" after the label. */
  optional?: boolean;
}

/**
 * Tells the dialog that the reason was refused (by a rule the caller checks, or by the server):
 * the text is shown under the box, which takes the focus.
 */
export type ShowReasonProblem = (text: string) => void;

export interface ReasonDialogProps {
  title: ReactNode;
  description: ReactNode;
  /**
   * More of the description (a notice), read out with it when the dialog opens. When given, even
   * empty, the description is a block holding a paragraph and the details.
   */
  details?: ReactNode;
  /** What the dialog is about (a person, a booking), between the header and the reason. */
  children?: ReactNode;
  /** The reason box; none for a plain confirmation. */
  reason?: ReasonFieldProps;
  confirmLabel: string;
  /** Shown before the confirm label while nothing is pending. */
  confirmIcon?: ReactNode;
  cancelLabel: string;
  pending: boolean;
  /** While pending, the dialog stays open and Cancel is disabled. */
  lockWhilePending?: boolean;
  /** Called with the reason as typed (empty without a reason box) once the required check passes. */
  onConfirm: (reason: string, showProblem: ShowReasonProblem) => void;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: ComponentProps<typeof DialogContent>['onCloseAutoFocus'];
}

/**
 * The shell of the dialogs that ask before a destructive step, with a reason for the other side
 * or the audit log: title, description, reason, a danger confirm with its spinner, and Cancel.
 * It is open while rendered: the caller renders it when asked and closes it through onOpenChange.
 */
export function ReasonDialog({
  title,
  description,
  details,
  children,
  reason,
  confirmLabel,
  confirmIcon,
  cancelLabel,
  pending,
  lockWhilePending = false,
  onConfirm,
  onOpenChange,
  onCloseAutoFocus,
}: ReasonDialogProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const field = useRef<HTMLTextAreaElement>(null);
  const locked = lockWhilePending && pending;

  const showProblem: ShowReasonProblem = (message) => {
    setProblem(message);
    field.current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason?.required && !text.trim()) {
      showProblem(reason.requiredMessage);
      return;
    }
    onConfirm(text, showProblem);
  };

  return (
    <Dialog open onOpenChange={(open) => !locked && onOpenChange(open)}>
      <DialogContent className="max-w-md" onCloseAutoFocus={onCloseAutoFocus}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            {details !== undefined ? (
              <DialogDescription asChild>
                <div className="flex flex-col gap-3">
                  <p>{description}</p>
                  {details}
                </div>
              </DialogDescription>
            ) : (
              <DialogDescription>{description}</DialogDescription>
            )}
          </DialogHeader>
          {children}
          {reason && (
            <Field
              label={reason.label}
              hint={reason.hint}
              error={problem}
              required={reason.required}
              optional={reason.optional}
            >
              <Textarea
                ref={field}
                rows={3}
                dir="auto"
                maxLength={reason.maxLength}
                value={text}
                placeholder={reason.placeholder}
                readOnly={pending}
                onChange={(event) => {
                  setText(event.target.value);
                  if (problem) setProblem(undefined);
                }}
              />
            </Field>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={locked}>
                {cancelLabel}
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" loading={pending}>
              {!pending && confirmIcon}
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
