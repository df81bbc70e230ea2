/**
 * Adds a script for `src` unless the document already has one, so that a
 * re-render or a second visit to the page in the same session never loads
 * the third-party code twice. The script stays when the page unmounts.
 */
export function loadScriptOnce(src: string): void {
  const resolved = new URL(src, document.baseURI).href;
  const present = [...document.scripts].some((script) => script.getAttribute('src') === src || script.src === resolved);
  if (present) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  document.body.append(script);
}
