import { Avatar } from 'radix-ui';
import { cn } from '../lib/cn';

/** A person's picture, or their initials on the primary tint while it loads or when there is none. */
export function UserAvatar({
  user,
  className,
}: {
  user: { firstName: string; lastName: string; profilePicture: string | null };
  className?: string;
}) {
  const initials = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`;
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
        {initials}
      </Avatar.Fallback>
    </Avatar.Root>
  );
}
