import './broadcasts.css';

/*
 * Broadcasts (issue 32, part W; docs/privacy.md "Broadcasts"): the composer, the list and one
 * broadcast, shared by the staff console's section and the coordinator's (`mode`). Loaded with
 * those sections only.
 */
export { BroadcastComposer, type Choice } from './composer';
export { BroadcastDetailView, BroadcastList, BROADCAST_POLL_MS } from './broadcast-views';
export type { BroadcastMode } from './broadcast-api';
