import type { ReactNode } from 'react';
import { DialogDescription, DialogHeader, DialogTitle } from '../../../components/ui/dialog';

/** The earnings page's dialogs open the same way: an icon, the title, what the dialog is for. */
export function DialogHeading({
  icon,
  title,
  description,
}: {
  icon: ReactNode;
  title: string;
  description: string;
}) {
  return (
    <DialogHeader>
      <span className="mb-2 grid size-11 place-items-center rounded-2xl bg-primary-50 text-primary-700">
        {icon}
      </span>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{description}</DialogDescription>
    </DialogHeader>
  );
}
