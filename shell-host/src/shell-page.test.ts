/**
 * The page is checked as a browser would parse it.
 * @jest-environment jest-fixed-jsdom
 */
/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  SERVER_RENDERED_ATTRIBUTE,
  SERVER_STATE_ELEMENT_ID,
  SITE_CONFIG_ELEMENT_ID,
  defaultSiteConfig,
} from '@site/shared/contracts';
import {
  BOOT_AFTER_PAINT_MAX_WAIT_MS,
  DEFERRED_HINTS_ELEMENT_ID,
  bootLoaderCode,
  cspHashSource,
  parseShellTemplate,
  renderShellPage,
} from './shell-page.ts';
import { builtShellTemplate } from './shell-template-for-tests.ts';

const source = builtShellTemplate('/main.1234abcd.js');
const template = parseShellTemplate(source);

const hints =
  '<link rel="stylesheet" href="/bootstrap.css">' +
  '<link rel="preload" href="/bootstrap.js" as="script">' +
  '<link rel="preload" href="http://127.0.0.1:3002/mf-manifest.json" as="fetch" crossorigin="anonymous">';

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('renderShellPage', () => {
  it('writes the configuration and the hints into the boot page the browser renders', () => {
    const document = parse(renderShellPage(template, { ...defaultSiteConfig, environment: 'staging' }, hints));
    expect(document.head.querySelectorAll(`#${SITE_CONFIG_ELEMENT_ID}`)).toHaveLength(1);

    expect(JSON.parse(document.getElementById(SITE_CONFIG_ELEMENT_ID)?.textContent ?? '')).toMatchObject({
      environment: 'staging',
    });
    expect(document.head.querySelectorAll('link:not([rel="icon"])')).toHaveLength(3);
    expect(document.head.querySelector('script[src="/main.1234abcd.js"]')).not.toBeNull();
    expect(document.querySelector('.boot-loader')).not.toBeNull();
  });

  it('puts a server-rendered page in place of the boot loader, with its data, styles first and scripts after paint', () => {
    const body = {
      html: '<h1>Guides</h1>',
      head: '<title>Guides | Arcwell</title><meta name="description" content="Playbooks">',
      apiCache: { queries: { 'getGuideList(1)': { note: '</script>' } } },
    };
    const html = renderShellPage(template, defaultSiteConfig, hints, body);
    const document = parse(html);

    // The page's own head replaces the template's title and description.
    expect(document.title).toBe('Guides | Arcwell');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Playbooks');
    const root = document.getElementById('root');
    expect(root?.hasAttribute(SERVER_RENDERED_ATTRIBUTE)).toBe(true);
    expect(root?.innerHTML).toBe('<h1>Guides</h1>');
    expect(document.querySelector('.boot-loader')).toBeNull();
    // The cache cannot close its script element early, and reads back as it was.
    expect(JSON.parse(document.getElementById(SERVER_STATE_ELEMENT_ID)?.textContent ?? '')).toEqual(body.apiCache);
    expect(html).not.toContain('{"note":"</script>"}');
    // Stylesheets apply before the first paint; scripts and their preloads wait in a template.
    expect([...document.head.querySelectorAll('link')].map((link) => link.getAttribute('rel'))).toEqual([
      'icon',
      'stylesheet',
    ]);
    expect(document.head.querySelector('script[src]')).toBeNull();
    const deferred = document.getElementById(DEFERRED_HINTS_ELEMENT_ID) as HTMLTemplateElement;
    expect(deferred.content.querySelectorAll('link[rel="preload"]')).toHaveLength(2);
    const loader = [...document.body.querySelectorAll('script:not([src]):not([type])')].at(-1)?.textContent ?? '';
    expect(loader).toContain('"/main.1234abcd.js"');
    expect(loader).toContain('requestAnimationFrame');
  });

  it("keeps a widget's inline stylesheet in the head, in its place among the stylesheets", () => {
    const widgetCss = '.form{display:grid}@media (min-width:768px){.form>p{margin:0}}';
    const html = renderShellPage(
      template,
      defaultSiteConfig,
      `${hints}<style>${widgetCss}</style><link rel="stylesheet" href="http://127.0.0.1:3004/big.css">`,
      { html: '<h1>Home</h1>', apiCache: { queries: {} } },
    );
    const head = parse(html).head;
    const styles = [...head.querySelectorAll('link[rel="stylesheet"], style')].map(
      (element) => element.getAttribute('href') ?? element.textContent,
    );
    expect(styles.slice(-3)).toEqual(['/bootstrap.css', widgetCss, 'http://127.0.0.1:3004/big.css']);
  });

  it("allows by hash exactly the host's inline style and loader, not data blocks or the page's own HTML", () => {
    const body = {
      html: '<p>Rendered</p><style>.a{}</style><script>alert(1)</script>',
      head: '<title>Guides</title><script type="application/ld+json">{}</script>',
      apiCache: {},
      formState: { token: 't' },
    };
    const hashesOf = (selector: string, page: Document) =>
      [...page.querySelectorAll(selector)].map((element) => cspHashSource(element.textContent ?? ''));
    const rendered = parse(renderShellPage(template, defaultSiteConfig, hints, body));
    // The template's <style> (the boot loader's look) and the loader at the end of the page.
    expect(template.inlineHashes.renderedPage).toEqual({
      styles: hashesOf('head > style', rendered),
      scripts: hashesOf('body > script:not([src]):not([type])', rendered),
    });
    expect(template.inlineHashes.renderedPage.scripts).toHaveLength(1);
    const allowed = [...template.inlineHashes.renderedPage.scripts, ...template.inlineHashes.renderedPage.styles];
    for (const hash of hashesOf('#root style, #root script, script[type]', rendered))
      expect(allowed).not.toContain(hash);

    const boot = parse(renderShellPage(template, defaultSiteConfig, hints));
    expect(template.inlineHashes.bootPage).toEqual({ styles: hashesOf('style', boot), scripts: [] });
    // The same page, byte for byte, each time: nothing in it is per response.
    expect(renderShellPage(template, defaultSiteConfig, hints, body)).toBe(
      renderShellPage(template, defaultSiteConfig, hints, body),
    );
  });

  it('renders the same page from the template however a formatter wraps it', () => {
    const rewrapped = parseShellTemplate(
      source
        .replace('<div id="root">', '<div\n      id="root"\n    >\n      ')
        .replace('</div></div>', '</div>\n    </div>')
        .replace('<title>', '<title\n    >'),
    );
    const body = { html: '<h1>Guides</h1>', head: '<title>Guides</title>', apiCache: {} };
    const document = parse(renderShellPage(rewrapped, defaultSiteConfig, hints, body));
    expect(document.title).toBe('Guides');
    expect(document.getElementById('root')?.innerHTML).toBe('<h1>Guides</h1>');
    expect(document.querySelector('.boot-loader')).toBeNull();
  });

  it('refuses a template missing a part the host fills in, naming it', () => {
    expect(() => parseShellTemplate(source.replace(/<script defer src="[^"]+"><\/script>/, ''))).toThrow(
      'The shell template has no entry script',
    );
    expect(() => parseShellTemplate(source.replace('id="root"', 'id="app"'))).toThrow(
      'The shell template has no <div id="root">',
    );
    expect(() => parseShellTemplate(source.replace(`id="${SITE_CONFIG_ELEMENT_ID}"`, 'id="config"'))).toThrow(
      `The shell template has no <script id="${SITE_CONFIG_ELEMENT_ID}">`,
    );
  });
});

describe('bootLoaderCode', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  it('adds the entry after the first frame, then one preload per task, so no task starts every request at once', () => {
    // The browser's task queue, run one task at a time.
    const tasks: (() => void)[] = [];
    jest.spyOn(window, 'setTimeout').mockImplementation(((task: () => void) => tasks.push(task)) as typeof setTimeout);
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => tasks.push(() => frame(0)));
    const runNextTask = () => tasks.shift()?.();
    const hintsTemplate = document.createElement('template');
    hintsTemplate.id = DEFERRED_HINTS_ELEMENT_ID;
    hintsTemplate.innerHTML =
      '<link rel="preload" href="/a.js" as="script"><link rel="preload" href="/b.js" as="script">';
    document.body.append(hintsTemplate);
    const added = () =>
      [...document.head.children].map((element) => element.getAttribute('src') ?? element.getAttribute('href'));

    // The page runs its last inline script as the parser reaches it.
    new Function(bootLoaderCode('/main.1234abcd.js'))();
    expect(added()).toEqual([]);
    runNextTask(); // the first frame
    expect(added()).toEqual([]);
    runNextTask();
    expect(added()).toEqual(['/main.1234abcd.js']);
    runNextTask();
    expect(added()).toEqual(['/main.1234abcd.js', '/a.js']);
    runNextTask();
    expect(added()).toEqual(['/main.1234abcd.js', '/a.js', '/b.js']);
    expect(tasks).toHaveLength(0);
  });

  describe('in a browser that reports paints', () => {
    type PaintCallback = (
      list: { getEntriesByName(name: string): unknown[] },
      observer: { disconnect(): void },
    ) => void;
    let reported: PaintCallback | undefined;
    const disconnect = jest.fn();
    const tasks: (() => void)[] = [];
    const timers: { task: () => void; delay: number }[] = [];
    const added = () => [...document.head.children].map((element) => element.getAttribute('src'));
    const paint = (name: string) =>
      reported?.({ getEntriesByName: (asked) => (asked === name ? [{}] : []) }, { disconnect });

    beforeEach(() => {
      reported = undefined;
      tasks.length = 0;
      timers.length = 0;
      disconnect.mockClear();
      // The browser's task queue, run one task at a time, and its timers, run only when the test says.
      jest
        .spyOn(window, 'setTimeout')
        .mockImplementation(((task: () => void, delay?: number) =>
          delay ? timers.push({ task, delay }) : tasks.push(task)) as typeof setTimeout);
      jest.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => tasks.push(() => frame(0)));
      class FakePaintObserver {
        static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
        constructor(callback: PaintCallback) {
          reported = callback;
        }
        observe = jest.fn();
      }
      Object.defineProperty(window, 'PerformanceObserver', { value: FakePaintObserver, configurable: true });
    });
    afterEach(() => {
      Reflect.deleteProperty(window, 'PerformanceObserver');
    });

    it('adds the entry only a frame after the first contentful paint is reported, so no request precedes it', () => {
      new Function(bootLoaderCode('/main.1234abcd.js'))();
      // Frames pass, and the first paint (the background) is reported: the page's content is not shown yet.
      while (tasks.length > 0) tasks.shift()?.();
      paint('first-paint');
      while (tasks.length > 0) tasks.shift()?.();
      expect(added()).toEqual([]);

      paint('first-contentful-paint');
      expect(disconnect).toHaveBeenCalled();
      tasks.shift()?.(); // the next frame
      expect(added()).toEqual([]);
      tasks.shift()?.();
      expect(added()).toEqual(['/main.1234abcd.js']);
      // The longest wait passing later adds nothing twice.
      timers.find(({ delay }) => delay === BOOT_AFTER_PAINT_MAX_WAIT_MS)?.task();
      expect(added()).toEqual(['/main.1234abcd.js']);
    });

    it('adds the entry after the longest wait when no paint is ever reported', () => {
      new Function(bootLoaderCode('/main.1234abcd.js'))();
      while (tasks.length > 0) tasks.shift()?.();
      expect(added()).toEqual([]);
      timers.find(({ delay }) => delay === BOOT_AFTER_PAINT_MAX_WAIT_MS)?.task();
      expect(added()).toEqual(['/main.1234abcd.js']);
    });
  });
});
