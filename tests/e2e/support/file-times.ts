/**
 * A Playwright reporter that prints, at the end of the run, the test-seconds each spec file took
 * (the sum of its tests' durations, retries included), slowest first: with several workers the
 * wall-clock time of a file is not visible, and this shows where the suite spends its time.
 */
import path from 'node:path';

import type {Reporter, TestCase, TestResult} from '@playwright/test/reporter';

export default class FileTimes implements Reporter {
  private readonly seconds = new Map<string, {seconds: number; tests: number}>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.basename(test.location.file);
    const entry = this.seconds.get(file) ?? {seconds: 0, tests: 0};
    entry.seconds += result.duration / 1000;
    entry.tests += 1;
    this.seconds.set(file, entry);
  }

  onEnd(): void {
    const rows = [...this.seconds].sort((a, b) => b[1].seconds - a[1].seconds);
    const total = rows.reduce((sum, [, entry]) => sum + entry.seconds, 0);
    const width = Math.max(4, ...rows.map(([file]) => file.length));
    console.log('\nTest-seconds per file:');
    for (const [file, entry] of rows) {
      console.log(
        `  ${file.padEnd(width)}  ${entry.seconds.toFixed(1).padStart(7)} s  ${String(entry.tests).padStart(4)} tests`,
      );
    }
    console.log(`  ${'all'.padEnd(width)}  ${total.toFixed(1).padStart(7)} s`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
