// Uploads are private (issue 51): the shell's host forwards /api and /media to the API, and neither serves a
// visitor's file without a signed link; staff's link works through the site as it does on the API.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { UPLOADS_DIR, upload } from 'api/testing/personal-data';
import { sampleFiles } from 'api/testing/sample-files';
import { createTestApp } from 'api/testing/test-app';
import { defaultSiteConfig } from '@site/shared/contracts';
import { builtShellTemplate } from './shell-template-for-tests.ts';
import { createShellHost } from './host.ts';

let api: Awaited<ReturnType<typeof createTestApp>>;
let shell: FastifyInstance;
let distDir: string;
let resume: string;
let photo: string;

beforeAll(async () => {
  api = await createTestApp();
  const files = await sampleFiles();
  resume = await upload(api, 'Priyanka-resume.pdf', files.pdf, 'resume');
  photo = await upload(api, 'Priyanka-photo.png', files.png, 'photo');
  const apiOrigin = await api.app.listen({ host: '127.0.0.1', port: 0 });
  distDir = mkdtempSync(path.join(os.tmpdir(), 'private-uploads-shell-'));
  writeFileSync(path.join(distDir, 'index.html'), builtShellTemplate());
  shell = await createShellHost({
    distDir,
    apiOrigin,
    formTokenSecret: 'secret',
    siteConfig: defaultSiteConfig,
    siteOrigins: [],
  });
}, 30_000);
afterAll(async () => {
  await shell.close();
  await api.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe("the shell host's /api and /media forwarding", () => {
  it("serves no visitor's upload without a signed link", async () => {
    for (const address of [resume, photo]) {
      const name = path.basename(address);
      const bytes = (await api.app.inject(api.uploadLink(address))).rawPayload;
      expect(bytes.length).toBeGreaterThan(0);
      // Forwarded to the API, which answers 404 without a signed link.
      for (const url of [address, `/media/${name}`, `/media/${UPLOADS_DIR}/${name}`]) {
        expect({ url, status: (await shell.inject(url)).statusCode }).toEqual({ url, status: 404 });
      }
      // Paths that climb out of /media are the host's own pages, never the file.
      for (const url of [
        `/media/%2e%2e/${UPLOADS_DIR}/${name}`,
        `/media/renditions/%2e%2e/%2e%2e/${UPLOADS_DIR}/${name}`,
        `/${UPLOADS_DIR}/${name}`,
      ]) {
        const response = await shell.inject(url);
        expect({ url, type: response.headers['content-type'] }).toEqual({
          url,
          type: response.statusCode === 404 ? expect.anything() : expect.stringMatching(/^text\/html/),
        });
        expect(response.rawPayload.includes(bytes)).toBe(false);
      }
    }
  });

  it("forwards staff's signed link, which the API answers", async () => {
    const response = await shell.inject(api.uploadLink(resume));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });
});
