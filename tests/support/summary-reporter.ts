import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends the run with one plain line, "Tests: N passed, N failed, N skipped", that CI can read,
 * after the names of any tests that passed only when tried again (the browser project's one retry
 * on CI), so a flaky test shows in every run that it did not fail.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const flaky: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
        if (state === 'passed' && test.diagnostic()?.flaky)
          flaky.push(`${module.moduleId.replace(`${process.cwd()}/`, '')} > ${test.fullName}`);
      }
    }
    for (const name of flaky) process.stdout.write(`\nPassed only when tried again: ${name}`);
    process.stdout.write(
      `\nTests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`,
    );
  }
}
