import { PeriodicTask } from './periodic-task';

describe('PeriodicTask', () => {
  const logger = { error: jest.fn() };

  it('never runs two passes at once: a call during a pass joins it', async () => {
    let passes = 0;
    let release!: () => void;
    const task = new PeriodicTask(
      'test',
      async () => {
        passes++;
        await new Promise<void>((resolve) => (release = resolve));
        return passes;
      },
      0,
      logger,
    );
    const first = task.runOnce();
    const second = task.runOnce();
    release();
    expect(await Promise.all([first, second])).toEqual([1, 1]);
    expect(passes).toBe(1);
    const third = task.runOnce();
    release();
    expect(await third).toBe(2);
  });

  it('runs on its timer, logs a failed pass and goes on, and stops after the pass under way', async () => {
    let calls = 0;
    const task = new PeriodicTask(
      'ticker',
      async () => {
        calls++;
        if (calls === 1) throw new Error('boom');
        return calls;
      },
      -1,
      logger,
    );
    task.start(10);
    for (let waited = 0; calls < 3 && waited < 2000; waited += 10) await new Promise((r) => setTimeout(r, 10));
    await task.stop();
    const after = calls;
    expect(after).toBeGreaterThanOrEqual(3);
    expect(logger.error).toHaveBeenCalledWith(expect.objectContaining({ msg: 'ticker: pass failed' }));
    await new Promise((r) => setTimeout(r, 40));
    expect(calls).toBe(after);
    expect(await task.runOnce()).toBe(-1);
  });
});
