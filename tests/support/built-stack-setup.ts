import type { TestProject } from 'vitest/node';
import { startStack } from './stack-setup';

/**
 * The local stack with the production build of the site (prerendered pages, served as CloudFront
 * serves them, with the production security headers) at `inject('stackUrls').site`.
 */
export default function setup(project: TestProject) {
  return startStack(project, 'built');
}
