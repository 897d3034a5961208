#!/usr/bin/env node
// Synthesises the three snoring sounds of the 404 page ('Laat me een tevreden klant horen') into
// public/sounds/snore-{1,2,3}.wav: 8 kHz, 16-bit mono PCM, about 3–4 s each, < 70 KB each.
// Plain Node, no dependencies, deterministic (seeded noise): `node scripts/make-sounds.mjs`.
//
// A snore is the soft palate fluttering at 20–50 Hz while breathing in: a pulse train at that
// flutter rate rings a low "throat" resonance (≈120–280 Hz), mixed with pulse-gated breath noise,
// under a breathing envelope. Then a pause and a softer exhale (breath noise, lip puff or a faint
// nose whistle).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SR = 8000;
const OUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'sounds');

/** mulberry32: small seeded PRNG, returns white noise in [-1, 1). */
function noiseSource(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (((t ^ (t >>> 14)) >>> 0) / 4294967296) * 2 - 1;
  };
}

/** Two-pole resonator (band-pass) at frequency f with bandwidth bw, roughly unity peak gain. */
function resonator(f, bw) {
  const r = Math.exp((-Math.PI * bw) / SR);
  const c1 = 2 * r * Math.cos((2 * Math.PI * f) / SR);
  const c2 = -r * r;
  const g = 1 - r;
  let y1 = 0;
  let y2 = 0;
  return (x) => {
    const y = g * x + c1 * y1 + c2 * y2;
    y2 = y1;
    y1 = y;
    return y;
  };
}

/** One-pole low-pass at cutoff fc. */
function lowpass(fc) {
  const a = Math.exp((-2 * Math.PI * fc) / SR);
  let y = 0;
  return (x) => (y = (1 - a) * x + a * y);
}

/** Breathing envelope over u ∈ [0, 1]: quick-ish rise, swell, slower fall. */
function breath(u, rise = 0.3, fall = 0.45) {
  if (u <= 0 || u >= 1) return 0;
  if (u < rise) return Math.sin(((u / rise) * Math.PI) / 2) ** 1.5;
  if (u > 1 - fall) return Math.cos((((u - (1 - fall)) / fall) * Math.PI) / 2) ** 1.2;
  return 1;
}

/** The inhaled snore: flutter pulses ringing throat resonances, plus gated breath noise. */
function snore(out, start, dur, o, rnd) {
  const n = Math.round(dur * SR);
  const f1 = resonator(o.formant, o.formant * 0.45);
  const f2 = resonator(o.formant * 2.4, o.formant * 0.8);
  const noiseLp = lowpass(o.noiseCut ?? 900);
  const jitterLp = lowpass(3);
  let phase = 0;
  let kick = 0;
  for (let i = 0; i < n; i++) {
    const u = i / n;
    const jitter = jitterLp(rnd()) * 6; // slow wander of the flutter rate
    const f0 = (o.f0Start + (o.f0End - o.f0Start) * u) * (1 + 0.12 * jitter);
    phase += f0 / SR;
    if (phase >= 1) {
      phase -= 1;
      kick = 0.8 + 0.4 * rnd(); // each flap of the palate is a little different
    }
    const gate = Math.max(0, Math.cos(2 * Math.PI * phase)) ** 4;
    const pulse = kick * gate;
    kick *= 0.6;
    const rumble = f1(pulse * 40) + 0.35 * f2(pulse * 40);
    const hiss = noiseLp(rnd()) * (0.25 + 0.9 * gate);
    const env = breath(u, o.rise, o.fall) * o.amp;
    out[start + i] += env * (0.8 * rumble + 0.5 * hiss);
  }
}

/** The exhale: soft breath noise, optionally a lip puff ('pfff') or a faint nose whistle. */
function exhale(out, start, dur, o, rnd) {
  const n = Math.round(dur * SR);
  const body = resonator(o.centre ?? 700, o.width ?? 900);
  const low = lowpass(1500);
  for (let i = 0; i < n; i++) {
    const u = i / n;
    const t = i / SR;
    let s = body(low(rnd())) * 6;
    if (o.puff) s *= 0.55 + 0.45 * Math.sin(2 * Math.PI * 11 * t) ** 2; // lips fluttering
    if (o.whistle) s += 0.07 * Math.sin(2 * Math.PI * (o.whistle + 40 * Math.sin(2 * Math.PI * 1.5 * t)) * t);
    out[start + i] += breath(u, 0.15, 0.6) * o.amp * s;
  }
}

/** Each sound: a list of [kind, seconds, options]. Different pitch, resonance and rhythm. */
const SOUNDS = [
  {
    seed: 11,
    parts: [
      ['snore', 1.6, { f0Start: 30, f0End: 26, formant: 170, amp: 1, rise: 0.35, fall: 0.35 }],
      ['pause', 0.35],
      ['exhale', 1.1, { amp: 0.35, centre: 600 }],
      ['pause', 0.25],
    ],
  },
  {
    seed: 23,
    parts: [
      ['snore', 0.7, { f0Start: 44, f0End: 52, formant: 260, amp: 0.9, rise: 0.25, fall: 0.4, noiseCut: 1200 }],
      ['pause', 0.15],
      ['snore', 0.85, { f0Start: 50, f0End: 40, formant: 240, amp: 1, rise: 0.2, fall: 0.5, noiseCut: 1200 }],
      ['pause', 0.3],
      ['exhale', 0.9, { amp: 0.45, centre: 1100, width: 1200, puff: true }],
      ['pause', 0.2],
    ],
  },
  {
    seed: 37,
    parts: [
      ['snore', 1.9, { f0Start: 22, f0End: 19, formant: 120, amp: 1, rise: 0.45, fall: 0.3, noiseCut: 700 }],
      ['pause', 0.45],
      ['exhale', 1.2, { amp: 0.3, centre: 500, width: 700, whistle: 1150 }],
      ['pause', 0.15],
    ],
  },
];

function render({ seed, parts }) {
  const rnd = noiseSource(seed);
  const total = parts.reduce((s, [, d]) => s + d, 0);
  const out = new Float64Array(Math.round(total * SR) + 1);
  let at = 0;
  for (const [kind, dur, o] of parts) {
    if (kind === 'snore') snore(out, at, dur, o, rnd);
    if (kind === 'exhale') exhale(out, at, dur, o, rnd);
    at += Math.round(dur * SR);
  }
  // Remove DC / sub-audible drift (one-pole high-pass at ~40 Hz), then normalise to 85 % peak.
  const a = Math.exp((-2 * Math.PI * 40) / SR);
  let prevX = 0;
  let prevY = 0;
  for (let i = 0; i < out.length; i++) {
    const y = a * (prevY + out[i] - prevX);
    prevX = out[i];
    out[i] = prevY = y;
  }
  const peak = out.reduce((m, v) => Math.max(m, Math.abs(v)), 0) || 1;
  const fade = Math.round(0.02 * SR);
  const pcm = Buffer.alloc(out.length * 2);
  for (let i = 0; i < out.length; i++) {
    const edge = Math.min(1, i / fade, (out.length - 1 - i) / fade);
    const v = Math.max(-1, Math.min(1, (out[i] / peak) * 0.85 * edge));
    pcm.writeInt16LE(Math.round(v * 32767), i * 2);
  }
  return pcm;
}

/** RIFF/WAVE container for 16-bit mono PCM. */
function wav(pcm) {
  const h = Buffer.alloc(44);
  h.write('RIFF', 0, 'ascii');
  h.writeUInt32LE(36 + pcm.length, 4);
  h.write('WAVE', 8, 'ascii');
  h.write('fmt ', 12, 'ascii');
  h.writeUInt32LE(16, 16); // fmt chunk size
  h.writeUInt16LE(1, 20); // PCM
  h.writeUInt16LE(1, 22); // mono
  h.writeUInt32LE(SR, 24);
  h.writeUInt32LE(SR * 2, 28); // byte rate
  h.writeUInt16LE(2, 32); // block align
  h.writeUInt16LE(16, 34); // bits per sample
  h.write('data', 36, 'ascii');
  h.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([h, pcm]);
}

mkdirSync(OUT_DIR, { recursive: true });
SOUNDS.forEach((sound, i) => {
  const file = path.join(OUT_DIR, `snore-${i + 1}.wav`);
  const data = wav(render(sound));
  writeFileSync(file, data);
  console.log(`${path.relative(process.cwd(), file)}: ${data.length} bytes, ${((data.length - 44) / 2 / SR).toFixed(2)} s`);
});
