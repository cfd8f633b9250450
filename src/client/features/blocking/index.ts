/**
 * What other features may use of blocking (docs/architecture.md, "Boundaries"; docs/decisions/0065-
 * members-block-members.md): the block button of a profile and a conversation, the notices that
 * take the place of a closed conversation's input and a closed item's request and message, and the
 * list of blocked members the settings page shows. Everything else in this folder is its own.
 */

export { useRecheckBlock } from './api/blocks';
export { BlockButton } from './components/block-button';
export { BlockedMembers } from './components/blocked-members';
export {
  ConversationComposerOrClosed,
  OwnerContactOrClosed,
  useOwnerContactClosed,
} from './components/closed-notices';
