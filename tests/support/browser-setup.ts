import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's one Chromium, which every browser test file connects to (journey.ts). */
    browserEndpoint: string;
  }
}

/**
 * One Chromium for the whole browser project: starting it costs about a second of both cores, and
 * a file needs only a fresh context of its own (no cookies, storage or cache of another) for each
 * visitor, which connecting gives as well as launching did.
 */
export default async function setup(project: TestProject) {
  const server = await launchBrowserServer();
  project.provide('browserEndpoint', server.wsEndpoint());
  return () => server.close();
}
