import { describe, expect, it, jest } from '@jest/globals';
import { MENU_FETCH_MAX_RETRIES, MENU_RETRY_BASE_DELAY_MS } from '@site/shared';
import { EMPTY_MENU_DATA, fetchMenuData, parseMenuData } from './menu-data.ts';

const reply = (status: number, body = '') => new Response(body, { status });

function deps(responses: Response[]) {
  const fetch = jest.fn(async () => responses.shift() ?? reply(500));
  const sleep = jest.fn<(ms: number) => Promise<void>>(async () => undefined);
  return { fetch: fetch as unknown as typeof globalThis.fetch, sleep, calls: fetch };
}

describe('fetchMenuData', () => {
  it('retries a 429 waiting 1 s times the attempt, then uses the answer', async () => {
    const d = deps([
      reply(429),
      reply(429),
      reply(200, '{"guide":[{"slug":"a","title":"A","feature_image":"/a.svg"}]}'),
    ]);
    const data = await fetchMenuData(d);
    expect(data.guide).toHaveLength(1);
    expect(d.sleep.mock.calls.map(([ms]) => ms)).toEqual([MENU_RETRY_BASE_DELAY_MS, 2 * MENU_RETRY_BASE_DELAY_MS]);
  });

  it(`gives up after ${MENU_FETCH_MAX_RETRIES} retries`, async () => {
    const d = deps(Array.from({ length: 10 }, () => reply(429)));
    await expect(fetchMenuData(d)).rejects.toThrow('HTTP 429');
    expect(d.calls).toHaveBeenCalledTimes(MENU_FETCH_MAX_RETRIES + 1);
    expect(d.sleep.mock.calls.map(([ms]) => ms)).toEqual([1, 2, 3, 4, 5].map((n) => n * MENU_RETRY_BASE_DELAY_MS));
  });

  it('does not retry other errors', async () => {
    const d = deps([reply(500), reply(200, '{}')]);
    await expect(fetchMenuData(d)).rejects.toThrow('HTTP 500');
    expect(d.calls).toHaveBeenCalledTimes(1);
    expect(d.sleep).not.toHaveBeenCalled();
  });
});

describe('parseMenuData', () => {
  it('strips non-printable characters before parsing', () => {
    const text = '\u0000{"news":[{"slug":"a\u0007","title":"Award\u200b won"}]\u001f}';
    expect(parseMenuData(text).news).toEqual([{ slug: 'a', title: 'Award won' }]);
  });

  it('defaults every missing or malformed list to empty', () => {
    expect(parseMenuData('{"blogs":"nope","podcasts":null}')).toEqual(EMPTY_MENU_DATA);
  });

  it('rejects text that is not JSON', () => {
    expect(() => parseMenuData('<html>')).toThrow();
  });
});
