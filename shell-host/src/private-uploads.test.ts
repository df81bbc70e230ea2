// Uploads are private (issue 51): the shell's host forwards /api and /media to the API, and neither serves a
// visitor's file without a signed link; staff's link works through the site as it does on the API.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { UPLOADS_DIR, upload } from 'api/testing/personal-data';
import { sampleFiles } from 'api/testing/sample-files';
import { hostOverApi } from './testing/host-over-api.ts';
import type { HostOverApi } from './testing/host-over-api.ts';

let site: HostOverApi;
let api: HostOverApi['api'];
let shell: FastifyInstance;
let resume: string;
let photo: string;

beforeAll(async () => {
  site = await hostOverApi({
    async beforeListen(testApi) {
      const files = await sampleFiles();
      resume = await upload(testApi, 'Priyanka-resume.pdf', files.pdf, 'resume');
      photo = await upload(testApi, 'Priyanka-photo.png', files.png, 'photo');
    },
  });
  ({ api, shell } = site);
}, 30_000);
afterAll(() => site.close());

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
