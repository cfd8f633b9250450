/**
 * Where a block closes a way of reaching someone (docs/decisions/0065-members-block-members.md): the
 * composer of a conversation and an item's booking card. The blocker reads that they blocked this
 * member, with the way to undo it; the blocked member reads a calm line that names no block.
 */
import { Ban, MessageCircleOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../auth';
import { useBlockRelation } from '../api/blocks';
import type { BlockTarget } from '../block-target';
import { UnblockButton } from './unblock-button';

function Notice({ byMe, text, member }: { byMe: boolean; text: string; member: BlockTarget }) {
  const Icon = byMe ? Ban : MessageCircleOff;
  return (
    <div
      role="status"
      data-testid="contact-closed"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-canvas px-4 py-3 text-sm text-muted ring-1 ring-line"
    >
      <Icon className="size-5 shrink-0 text-muted" aria-hidden="true" />
      <p className="min-w-0 flex-1 basis-48 leading-relaxed">{text}</p>
      {byMe && <UnblockButton member={member} />}
    </div>
  );
}

/**
 * A conversation's input, or in its place the line saying it takes no new messages while either
 * of the two blocks the other. The input shows while that is being asked.
 */
export function ConversationComposerOrClosed({
  member,
  children,
}: {
  member: BlockTarget;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const relation = useBlockRelation(member.id);
  if (!relation.data?.closed) return children;
  const byMe = relation.data.blocked;
  return (
    <div className="border-t border-line bg-surface p-3 sm:px-5 sm:py-4">
      <Notice
        byMe={byMe}
        member={member}
        text={t(byMe ? 'blocking.closed.byMe' : 'blocking.closed.byThem')}
      />
    </div>
  );
}

/**
 * Whether a block either way closes the signed-in viewer's ways of reaching this owner (never for a
 * visitor or the owner): the phones' booking bar then offers no request.
 */
export function useOwnerContactClosed(ownerId: string, isOwner: boolean): boolean {
  const me = useCurrentUser();
  const relation = useBlockRelation(ownerId, Boolean(me.data) && !isOwner);
  return !isOwner && Boolean(me.data) && Boolean(relation.data?.closed);
}

/**
 * An item's ways of reaching its owner (request, message), or in their place the line saying
 * they are closed. A visitor and the owner see the ways as they are.
 */
export function OwnerContactOrClosed({
  owner,
  isOwner,
  children,
}: {
  owner: BlockTarget;
  isOwner: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const relation = useBlockRelation(owner.id, Boolean(me.data) && !isOwner);
  if (isOwner || !me.data || !relation.data?.closed) return children;
  const byMe = relation.data.blocked;
  return (
    <Notice byMe={byMe} member={owner} text={t(byMe ? 'blocking.contact.byMe' : 'blocking.contact.closed')} />
  );
}
