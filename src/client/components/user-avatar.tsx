import { UserRound } from 'lucide-react';
import { Avatar } from 'radix-ui';
import { cn } from '../lib/cn';

const ARABIC_LETTER = /\p{Script=Arabic}/u;

/**
 * "SA" for Sara Ahmed; one letter for an Arabic name, whose letters would join
 * into a syllable ("خا" for خالد الدوسري) rather than read as initials.
 */
export function initialsOf(firstName: string, lastName: string): string {
  const first = firstName.trim().charAt(0);
  if (ARABIC_LETTER.test(first)) return first;
  return `${first}${lastName.trim().charAt(0)}`.toUpperCase();
}

/**
 * A person's picture, or their initials on the primary tint while it loads or when there is none; a
 * closed account (no names, no photo: docs/decisions/0066-closed-accounts.md) a plain figure.
 */
export function UserAvatar({
  user,
  className,
}: {
  user: { firstName: string; lastName: string; profilePicture: string | null };
  className?: string;
}) {
  const initials = initialsOf(user.firstName, user.lastName);
  return (
    <Avatar.Root
      className={cn(
        'inline-flex size-9 shrink-0 select-none items-center justify-center overflow-hidden rounded-full bg-primary-100',
        className,
      )}
    >
      {user.profilePicture && (
        <Avatar.Image src={user.profilePicture} alt="" className="size-full object-cover" />
      )}
      <Avatar.Fallback className="text-sm font-semibold text-primary-800" aria-hidden="true">
        {initials || <UserRound className="size-1/2" />}
      </Avatar.Fallback>
    </Avatar.Root>
  );
}
