// The 404 page plays one of three snoring sounds (public/sounds/snore-{1,2,3}.wav, made by
// scripts/make-sounds.mjs). Check that each is a valid, small PCM WAV of the right length.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'public', 'sounds');

describe.each([1, 2, 3])('public/sounds/snore-%i.wav', (i) => {
  const data = readFileSync(path.join(dir, `snore-${i}.wav`));

  it('is a RIFF/WAVE PCM mono file at 8 or 11.025 kHz, 8 or 16 bit', () => {
    expect(data.toString('ascii', 0, 4)).toBe('RIFF');
    expect(data.readUInt32LE(4)).toBe(data.length - 8);
    expect(data.toString('ascii', 8, 12)).toBe('WAVE');
    expect(data.toString('ascii', 12, 16)).toBe('fmt ');
    expect(data.readUInt32LE(16)).toBe(16);
    expect(data.readUInt16LE(20)).toBe(1); // PCM
    expect(data.readUInt16LE(22)).toBe(1); // mono
    const rate = data.readUInt32LE(24);
    const bits = data.readUInt16LE(34);
    expect([8000, 11025]).toContain(rate);
    expect([8, 16]).toContain(bits);
    expect(data.readUInt16LE(32)).toBe(bits / 8); // block align
    expect(data.readUInt32LE(28)).toBe((rate * bits) / 8); // byte rate
    expect(data.toString('ascii', 36, 40)).toBe('data');
    expect(data.readUInt32LE(40)).toBe(data.length - 44);
  });

  it('lasts 2.5–4 s, stays under 70 KB and is not silent', () => {
    const rate = data.readUInt32LE(24);
    const bytesPerSample = data.readUInt16LE(34) / 8;
    const seconds = data.readUInt32LE(40) / bytesPerSample / rate;
    expect(seconds).toBeGreaterThanOrEqual(2.5);
    expect(seconds).toBeLessThanOrEqual(4);
    expect(data.length).toBeLessThan(70 * 1024);
    let peak = 0;
    for (let o = 44; o + 1 < data.length; o += 2) peak = Math.max(peak, Math.abs(data.readInt16LE(o)));
    expect(peak).toBeGreaterThan(16000);
  });
});

it('has three different sounds', () => {
  const files = [1, 2, 3].map((i) => readFileSync(path.join(dir, `snore-${i}.wav`)).toString('base64'));
  expect(new Set(files).size).toBe(3);
});
