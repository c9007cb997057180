import { whenReady } from './background';

/*
 * The browser project's files start once the run's shared site is built and served (stack-setup.ts):
 * each opens pages of it from its first test.
 */
await whenReady('site');
