import net from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { busyMachineWarning, portsTaken, waitForQuietMachine } from './bench-machine.ts';

describe('portsTaken', () => {
  it('names the ports something already listens on, and only those', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const taken = (server.address() as net.AddressInfo).port;
    const free = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    await expect(portsTaken([taken, free])).resolves.toEqual([taken]);
    server.close();
  });
});

describe('busyMachineWarning', () => {
  it('warns when the load average is above the core count, and not otherwise', () => {
    expect(busyMachineWarning(2.5, 2)).toMatch(/busy \(load average 2\.50 on 2 cores\)/);
    expect(busyMachineWarning(1.2, 2)).toBeUndefined();
  });
});

describe('waitForQuietMachine', () => {
  const noSleep = () => Promise.resolve();

  it('measures at once on a quiet machine', async () => {
    await expect(waitForQuietMachine({ readLoad: () => 0.4, cores: 2, sleep: noSleep })).resolves.toEqual({
      quiet: true,
      loadAverage: 0.4,
      waitedMs: 0,
    });
  });

  it('waits for the load of the build to pass', async () => {
    const loads = [4.6, 3.1, 2.2, 1.8];
    const result = await waitForQuietMachine({
      readLoad: () => loads.shift() ?? 0,
      cores: 2,
      pollMs: 5_000,
      sleep: noSleep,
    });
    expect(result).toEqual({ quiet: true, loadAverage: 1.8, waitedMs: 15_000 });
  });

  it('gives up after its longest wait, saying the machine is still busy', async () => {
    const result = await waitForQuietMachine({
      readLoad: () => 5,
      cores: 2,
      maxWaitMs: 20_000,
      pollMs: 5_000,
      sleep: noSleep,
    });
    expect(result).toEqual({ quiet: false, loadAverage: 5, waitedMs: 20_000 });
  });
});
