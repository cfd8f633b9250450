/**
 * What the admin feature offers the others (docs/architecture.md, "Boundaries"): the audit log,
 * written by the administrator set-up too. The rest of the folder is its own.
 */
export { writeAudit } from './audit';
