import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { oggVorbisDurationSeconds } from './ogg-duration.ts';

const audioDir = path.resolve(import.meta.dirname, '../../../seed/media/podcasts/audio');

describe('oggVorbisDurationSeconds', () => {
  it('reads every seed episode as a few seconds of audio', () => {
    const files = readdirSync(audioDir).filter((name) => name.endsWith('.ogg'));
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      const seconds = oggVorbisDurationSeconds(readFileSync(path.join(audioDir, name)));
      expect({ name, positive: seconds > 0 && seconds < 3600 }).toEqual({ name, positive: true });
    }
  });

  it('takes the sample rate from the identification header and the samples from the last page', () => {
    const page = (granule: bigint, body: Buffer) => {
      const header = Buffer.alloc(27);
      header.write('OggS', 0, 'latin1');
      header.writeBigInt64LE(granule, 6);
      return Buffer.concat([header, body]);
    };
    const id = Buffer.alloc(30);
    id.write('\x01vorbis', 0, 'latin1');
    id.writeUInt32LE(0, 7);
    id.writeUInt8(1, 11);
    id.writeUInt32LE(16000, 12);
    const file = Buffer.concat([page(0n, id), page(16000n, Buffer.alloc(10)), page(40000n, Buffer.alloc(10))]);
    expect(oggVorbisDurationSeconds(file)).toBe(2.5);
  });

  it('refuses a file that is not Ogg Vorbis', () => {
    expect(() => oggVorbisDurationSeconds(Buffer.from('ID3 not ogg'))).toThrow('Not an Ogg file');
  });
});
