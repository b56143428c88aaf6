import { beforeEach } from 'vitest';
import { describeOpenPages } from './chromium';

/**
 * A journey that fails prints what its devices' pages showed at that moment, before its own
 * `afterAll` closes them: a failure seen once in a clean-clone run (a wait that timed out) then
 * says which screen the app was on, not only which element never came.
 */
beforeEach(({ onTestFailed, task }) => {
  onTestFailed(async () => {
    console.log(`The open pages when "${task.name}" failed:\n${await describeOpenPages()}`);
  });
});
