import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { GuideDetailResponse, OpeningDetailResponse } from '@site/shared/contracts';
import { repoRoot } from '../../config.ts';
import { createTestApp } from '../../test/test-app.ts';

const payloads = {
  script: '<p>Intro</p><script>document.cookie</script>',
  onerror: '<p>Pic <img src=x onerror="alert(1)"></p>',
  jsLink: '<p><a href="javascript:alert(1)">Click</a></p>',
};

let seedDir: string;
let testApp: Awaited<ReturnType<typeof createTestApp>>;

/** A seed directory whose content an attacker wrote. */
function writeHostileSeed(dir: string) {
  const guides = JSON.parse(readFileSync(path.join(repoRoot, 'api/seed/guides.json'), 'utf8')) as Record<
    string,
    unknown
  >[];
  const guide = {
    ...guides[0],
    slug: 'hostile-guide',
    description: Object.values(payloads).join(''),
    faq: [{ f_question: 'Q?', f_answer: '<b onmouseover="alert(1)">A</b>' }],
    feature_image: 'javascript:alert(1)',
  };
  writeFileSync(path.join(dir, 'guides.json'), JSON.stringify([guide]));
  const openings = JSON.parse(readFileSync(path.join(repoRoot, 'api/seed/openings.json'), 'utf8')) as Record<
    string,
    unknown
  >[];
  const opening = {
    ...openings[0],
    slug: 'hostile-opening',
    jd_data: 'javascript:alert(1)',
    key_responsibiliy: '<ul><li onclick="x()">Do</li></ul><script>x()</script>',
    jobDescription_data: [{ heading: 'Skills', heading_description: '<p>Ok</p><iframe src="https://evil.example">' }],
  };
  writeFileSync(path.join(dir, 'openings.json'), JSON.stringify([opening]));
}

beforeAll(async () => {
  seedDir = mkdtempSync(path.join(tmpdir(), 'hostile-seed-'));
  writeHostileSeed(seedDir);
  testApp = await createTestApp({ SEED_DIR: seedDir });
});
afterAll(async () => {
  await testApp.close();
  rmSync(seedDir, { recursive: true, force: true });
});

describe('stored content with XSS payloads', () => {
  it('reaches the browser inert from a guide', async () => {
    const response = await testApp.app.inject('/api/guide/detail/hostile-guide');
    const { guide } = response.json<GuideDetailResponse>().data;
    expect(guide.description).toBe('<p>Intro</p><p>Pic </p><p><a>Click</a></p>');
    expect(guide.faq[0]?.f_answer).toBe('<b>A</b>');
    expect(guide.feature_image).toBe('');
    expect(response.body).not.toMatch(/<script|onerror|onmouseover|javascript:/i);
  });

  it('reaches the browser inert from a job opening', async () => {
    const response = await testApp.app.inject('/api/currunt/opening/details/hostile-opening');
    const opening = response.json<OpeningDetailResponse>().data;
    expect(opening.key_responsibiliy).toBe('<ul><li>Do</li></ul>');
    expect(opening.jobDescription_data[0]?.heading_description).toBe('<p>Ok</p>');
    expect(opening.jd_data).toBe('');
    expect(response.body).not.toMatch(/<script|onclick|<iframe|javascript:/i);
  });
});
