/**
 * The playing time of an Ogg Vorbis file, in seconds, from the file itself
 * (issue 52: the podcast feed's `itunes:duration` and enclosure are derived
 * from the episode's audio, not written by hand). Vorbis's identification
 * header gives the sample rate; the last page's granule position is the
 * number of samples decoded by its end. Throws for anything else.
 */
const CAPTURE = Buffer.from('OggS');
const VORBIS_ID = Buffer.from('\x01vorbis', 'latin1');
/** Ogg page header: "OggS", version, type, granule position (8, little-endian) at byte 6. */
const GRANULE_OFFSET = 6;
/** The identification packet: after its 7-byte tag, version (4), channels (1), then the sample rate (4). */
const SAMPLE_RATE_OFFSET = 7 + 4 + 1;

export function oggVorbisDurationSeconds(file: Buffer): number {
  if (!file.subarray(0, 4).equals(CAPTURE)) throw new Error('Not an Ogg file');
  const id = file.indexOf(VORBIS_ID);
  if (id < 0) throw new Error('Not Ogg Vorbis: no identification header');
  const sampleRate = file.readUInt32LE(id + SAMPLE_RATE_OFFSET);
  const lastPage = file.lastIndexOf(CAPTURE);
  const samples = file.readBigInt64LE(lastPage + GRANULE_OFFSET);
  if (sampleRate <= 0 || samples <= 0n) throw new Error('Ogg Vorbis without a sample rate or a length');
  return Number(samples) / sampleRate;
}
