import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { menuTestimonialVideos } from '../content/menu-testimonial-videos.ts';
import {
  ASSET_CONTENT_SECURITY_POLICY,
  permissionsPolicy,
  VIDEO_PLAYER_ORIGIN,
  pageContentSecurityPolicy,
  parseCsp,
  scriptUrlSource,
  serializeCsp,
} from './security-policy.ts';

const remotes = [
  'http://127.0.0.1:3001/',
  'http://127.0.0.1:3002/1.4.0/mf-manifest.json',
  'http://127.0.0.1:3002/mf-manifest.json',
  'https://cdn.example/forms/mf-manifest.json',
];

function policy(overrides: Partial<Parameters<typeof pageContentSecurityPolicy>[0]> = {}) {
  return parseCsp(
    pageContentSecurityPolicy({
      inlineHashes: { scripts: ["'sha256-boot'", "'sha256-boot'"], styles: ["'sha256-style'"] },
      remoteOrigins: remotes,
      thirdPartyScripts: ['https://tags.example/gtm.js?id=GTM-1', 'https://pixel.example/p;v=1,2.js'],
      ...overrides,
    }),
  );
}

describe('pageContentSecurityPolicy', () => {
  it('runs scripts from the shell, inline ones by hash (each once), from each remote origin once and from each configured script exactly', () => {
    expect(policy().get('script-src')).toEqual([
      "'self'",
      "'sha256-boot'",
      'http://127.0.0.1:3001',
      'http://127.0.0.1:3002',
      'https://cdn.example',
      'https://pixel.example/p%3Bv=1%2C2.js',
      'https://tags.example/gtm.js',
    ]);
  });

  it('applies inline style elements by hash only', () => {
    expect(policy().get('style-src')).toEqual([
      "'self'",
      "'sha256-style'",
      'http://127.0.0.1:3001',
      'http://127.0.0.1:3002',
      'https://cdn.example',
    ]);
  });

  it('never allows inline script or eval, and locks framing, plugins and <base>', () => {
    const directives = policy();
    for (const sources of directives.values()) expect(sources).not.toContain("'unsafe-eval'");
    expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
    expect(directives.get('style-src')).not.toContain("'unsafe-inline'");
    expect(directives.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'none'"]);
    expect(directives.get('form-action')).toEqual(["'self'"]);
    expect(directives.get('frame-src')).toEqual(["'none'"]);
    expect(policy({ videoPlayerOrigin: VIDEO_PLAYER_ORIGIN }).get('frame-src')).toEqual([VIDEO_PLAYER_ORIGIN]);
  });

  it('lets pages fetch from the remotes and the configured scripts’ origins only', () => {
    expect(policy().get('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:3001',
      'http://127.0.0.1:3002',
      'https://cdn.example',
      'https://pixel.example',
      'https://tags.example',
    ]);
    expect(policy({ thirdPartyScripts: [], remoteOrigins: [] }).get('connect-src')).toEqual(["'self'"]);
  });

  it('leaves out what is not an http(s) address rather than writing it into the policy', () => {
    const directives = policy({
      remoteOrigins: ['not a url', 'data:text/plain,x'],
      thirdPartyScripts: ['javascript:1'],
    });
    expect(directives.get('script-src')).toEqual(["'self'", "'sha256-boot'"]);
    expect(scriptUrlSource('ftp://files.example/a.js')).toBeUndefined();
  });
});

describe('the fixed policies', () => {
  it('gives non-page responses nothing to load or run, and no framing', () => {
    const directives = parseCsp(ASSET_CONTENT_SECURITY_POLICY);
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('serializes and parses back the same directives', () => {
    const header = serializeCsp({ 'default-src': ["'self'"], 'img-src': ["'self'", 'data:'] });
    expect(header).toBe("default-src 'self'; img-src 'self' data:");
    expect([...parseCsp(header)]).toEqual([
      ['default-src', ["'self'"]],
      ['img-src', ["'self'", 'data:']],
    ]);
  });

  it('gives the configured video player its iframe features and nobody the camera, microphone or location', () => {
    expect(permissionsPolicy(VIDEO_PLAYER_ORIGIN)).toContain(`fullscreen=(self "${VIDEO_PLAYER_ORIGIN}")`);
    expect(permissionsPolicy(undefined)).toContain('fullscreen=(self)');
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
      expect(permissionsPolicy(VIDEO_PLAYER_ORIGIN)).toContain(`${feature}=()`);
    }
  });

  it('frames exactly the host every client video of the site and its content is on', () => {
    const seed = JSON.parse(readFileSync(path.resolve(__dirname, '../../../api/seed/podcasts.json'), 'utf8')) as {
      vedio_url?: string;
    }[];
    const videos = [...menuTestimonialVideos.map((video) => video.videoUrl), ...seed.map((item) => item.vedio_url)];
    expect(videos.length).toBeGreaterThan(3);
    for (const url of videos) expect(new URL(url ?? '').origin).toBe(VIDEO_PLAYER_ORIGIN);
  });
});
