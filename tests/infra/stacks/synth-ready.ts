import { whenReady } from '../../support/background';

/* The infra project's files read the templates once the background synthesis wrote them (synth-setup.ts). */
await whenReady('synth');
