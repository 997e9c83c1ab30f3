import { createServer } from 'node:net';
import { freePort } from './live-process';

describe('freePort', () => {
  it('answers a port below the ephemeral range that a server can listen on', async () => {
    const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(32_000);
    }
    const server = createServer();
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(ports[0], '127.0.0.1', resolve));
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('tries another port when the one drawn is in use', async () => {
    const taken = createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
    // The first draw lands on the taken port, the second anywhere else.
    const random = jest.spyOn(Math, 'random').mockReturnValueOnce((port - 20_000 + 0.5) / 12_000);
    try {
      const other = await freePort();
      expect(random.mock.calls.length).toBeGreaterThanOrEqual(2);
      expect(other).not.toBe(port);
    } finally {
      random.mockRestore();
      await new Promise<void>((resolve) => taken.close(() => resolve()));
    }
  });
});
