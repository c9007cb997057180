export { BroadcastPage, BroadcastsPage, NewBroadcastPage } from './broadcast-pages';
