// Test-only: Jest has no transform for SVG modules, so each illustration of
// this feature resolves to its file name, as the bundler resolves it to a URL.
// Import it first in a test, before the components that import the SVGs.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { jest } from '@jest/globals';

const imagesDir = path.join(__dirname, 'images');
for (const file of readdirSync(imagesDir).filter((name) => name.endsWith('.svg'))) {
  // `virtual` keys the mock by its path: without it Jest gives every .svg the same module id.
  jest.mock(path.join(imagesDir, file), () => ({ __esModule: true, default: file }), { virtual: true });
}
