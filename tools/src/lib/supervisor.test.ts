import { describe, expect, it } from '@jest/globals';
import { RESTART_FIRST_DELAY_MS, RESTART_MAX_DELAY_MS, restartDelay, supervise } from './supervisor.ts';

describe("npm start's supervisor", () => {
  it('waits longer each time a process dies again, up to a limit', () => {
    expect(restartDelay(1)).toBe(RESTART_FIRST_DELAY_MS);
    expect(restartDelay(2)).toBe(2 * RESTART_FIRST_DELAY_MS);
    expect(restartDelay(3)).toBe(4 * RESTART_FIRST_DELAY_MS);
    expect(restartDelay(40)).toBe(RESTART_MAX_DELAY_MS);
  });

  it('starts a process that died again, says so, and stops every process when asked', async () => {
    const logged: string[] = [];
    let starts = 0;
    const supervisor = supervise(
      [
        {
          name: 'short-lived',
          command: process.execPath,
          args: ['-e', 'setTimeout(() => process.exit(3), 50)'],
          cwd: process.cwd(),
          env: process.env,
        },
        {
          name: 'long-lived',
          command: process.execPath,
          args: ['-e', 'setInterval(() => {}, 1000)'],
          cwd: process.cwd(),
          env: process.env,
        },
      ],
      { log: (line) => logged.push(line), onStarted: () => void (starts += 1) },
    );
    for (let waited = 0; starts < 4 && waited < 10_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    expect(starts).toBeGreaterThanOrEqual(4);
    expect(logged[0]).toMatch(/^\[short-lived\] stopped \(exit code 3\); starting it again in 500 ms \(restart 1\)/);
    expect(logged[1]).toMatch(/starting it again in 1000 ms \(restart 2\)/);
    const longLived = supervisor.pids()['long-lived'];
    expect(longLived).toBeGreaterThan(0);
    await supervisor.stop();
    expect(supervisor.pids()).toEqual({ 'short-lived': undefined, 'long-lived': undefined });
    expect(() => process.kill(longLived ?? 0, 0)).toThrow();
  }, 20_000);
});
