import { describe, expect, it, jest } from '@jest/globals';
import type { ReleaseManifest } from '@site/shared';
import { createRemoteRegistry } from './remote-registry.ts';
import type { FederationRuntime } from './remote-registry.ts';

const manifest: ReleaseManifest = {
  environment: 'production',
  allowOverrides: false,
  releaseId: 'r-test',
  cohort: 'stable',
  canaryInFlight: false,
  healthWatched: false,
  contentRevision: 0,
  remotes: [
    { name: 'content', version: '1.0.0', manifestUrl: 'http://127.0.0.1:3001/mf-manifest.json' },
    { name: 'insights', version: '1.2.0', manifestUrl: 'http://127.0.0.1:3002/mf-manifest.json' },
  ],
};

const Page = () => null;

function fakeRuntime(load: FederationRuntime['loadRemote']) {
  return { registerRemotes: jest.fn<FederationRuntime['registerRemotes']>(), loadRemote: jest.fn(load) };
}

describe('createRemoteRegistry', () => {
  it('registers the manifest remotes and loads only the routes module asked for', async () => {
    const runtime = fakeRuntime(async () => ({ pages: { guides: Page } }));
    const registry = createRemoteRegistry({ fetchManifest: async () => manifest, runtime, timeoutMs: 1000 });

    await expect(registry.loadPages('insights')).resolves.toEqual({ guides: Page });
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'content', entry: 'http://127.0.0.1:3001/mf-manifest.json' },
      { name: 'insights', entry: 'http://127.0.0.1:3002/mf-manifest.json' },
    ]);
    expect(runtime.loadRemote.mock.calls).toEqual([['insights/routes']]);
  });

  it('fails after the timeout when a remote hangs', async () => {
    const runtime = fakeRuntime(() => new Promise(() => undefined));
    const registry = createRemoteRegistry({ fetchManifest: async () => manifest, runtime, timeoutMs: 20 });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await expect(registry.loadPages('content')).rejects.toThrow('"content" did not load within 20 ms.');
  });

  it('waits as long as a remote takes for the page the server rendered, and then answers loadPages at once', async () => {
    let arrive: (value: unknown) => void = () => undefined;
    const runtime = fakeRuntime(() => new Promise((resolve) => (arrive = resolve)));
    const registry = createRemoteRegistry({ fetchManifest: async () => manifest, runtime, timeoutMs: 20 });

    const patient = registry.loadPagesPatiently('insights');
    await new Promise((resolve) => setTimeout(resolve, 50));
    arrive({ pages: { guides: Page } });
    await expect(patient).resolves.toEqual({ guides: Page });
    await expect(registry.loadPages('insights')).resolves.toEqual({ guides: Page });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('waits as long as a widget takes: its server HTML or fallback stays meanwhile', async () => {
    let arrive: (value: unknown) => void = () => undefined;
    const runtime = fakeRuntime(() => new Promise((resolve) => (arrive = resolve)));
    const registry = createRemoteRegistry({ fetchManifest: async () => manifest, runtime, timeoutMs: 20 });

    const widget = registry.loadExpose('insights', './subscribe-box');
    await new Promise((resolve) => setTimeout(resolve, 50));
    arrive({ default: Page });
    await expect(widget).resolves.toEqual({ default: Page });
    expect(runtime.loadRemote.mock.calls).toEqual([['insights/subscribe-box']]);
  });

  it('re-registers a failed remote before trying it again', async () => {
    const runtime = fakeRuntime(async () => {
      throw new Error('connection refused');
    });
    const registry = createRemoteRegistry({ fetchManifest: async () => manifest, runtime, timeoutMs: 1000 });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await expect(registry.loadPages('insights')).rejects.toThrow('connection refused');
    runtime.loadRemote.mockImplementation(async () => ({ pages: { guides: Page } }));
    await expect(registry.loadPages('insights')).resolves.toEqual({ guides: Page });
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'insights', entry: 'http://127.0.0.1:3002/mf-manifest.json' }],
      { force: true },
    );
  });

  it('asks for the release manifest again after it failed', async () => {
    const fetchManifest = jest
      .fn<() => Promise<ReleaseManifest>>()
      .mockRejectedValueOnce(new Error('API down'))
      .mockResolvedValue(manifest);
    const runtime = fakeRuntime(async () => ({ pages: {} }));
    const registry = createRemoteRegistry({ fetchManifest, runtime, timeoutMs: 1000 });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await expect(registry.loadPages('content')).rejects.toThrow('API down');
    await expect(registry.loadPages('content')).resolves.toEqual({});
    expect(fetchManifest).toHaveBeenCalledTimes(2);
  });

  it('rejects a remote the manifest does not list and a module without pages', async () => {
    const runtime = fakeRuntime(async () => ({ notPages: true }));
    const registry = createRemoteRegistry({ fetchManifest: async () => manifest, runtime, timeoutMs: 1000 });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await expect(registry.loadPages('forms')).rejects.toThrow('The release manifest has no version of "forms".');
    await expect(registry.loadPages('content')).rejects.toThrow('"content" did not provide its routes.');
  });
});
