import { describe, expect, it } from '@jest/globals';
import { renderBlockingStylesheets } from './render-blocking.ts';

describe('renderBlockingStylesheets', () => {
  it('counts every stylesheet link the first paint waits for, wherever it is in the document', () => {
    const html =
      '<head><link rel="stylesheet" href="/a.css"><link rel=stylesheet href=/b.css media="screen">' +
      '<link rel="preload" href="/c.css" as="style"><style>h1{color:red}</style></head>' +
      '<body><link href="/d.css" rel="stylesheet"></body>';
    expect(renderBlockingStylesheets(html)).toBe(3);
  });

  it('leaves out what loads without blocking: print media, disabled, noscript copies, alternates', () => {
    const html =
      '<link rel="stylesheet" href="/rest.css" media="print" onload="this.media=\'all\'">' +
      '<noscript><link rel="stylesheet" href="/rest.css"></noscript>' +
      '<link rel="stylesheet" href="/x.css" disabled><link rel="alternate stylesheet" href="/y.css">';
    expect(renderBlockingStylesheets(html)).toBe(0);
  });
});
