import net from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { busyMachineWarning, portsTaken } from './bench-machine.ts';

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
