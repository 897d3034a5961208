// The configurator's scene: a boxspring drawn from layered SVG parts (size → width, headboard
// shape, fabric colour, legs), plus the small option pictures (swatches, headboards, legs).
// Pure string building from a fixed vocabulary; unknown input gives null (the route answers with
// the fallback image).
import { COLOURS, type ColourSlug } from './palette';
import { mix, shade } from './svg';

const WIDTHS: Record<string, number> = { '140x200': 430, '160x200': 490, '180x200': 550, '200x200': 610 };
export const HEADBOARDS = ['hotel-recht', 'gecapitonneerd', 'verticale-banen', 'nordic-laag', 'geen'] as const;
export const LEGS = ['zwart-rond', 'eiken', 'chroom', 'zwevend'] as const;
type Headboard = (typeof HEADBOARDS)[number];
type Legs = (typeof LEGS)[number];

const LEG_COLOURS: Record<Legs, string> = { 'zwart-rond': '#222326', eiken: '#a8784a', chroom: '#c9ccd1', zwevend: '#1a1a1a' };

export interface SceneParts {
  size: string;
  headboard: string;
  colour: string;
  legs: string;
}

function isColour(c: string): c is ColourSlug {
  return Object.hasOwn(COLOURS, c);
}

function headboardSvg(kind: Headboard, x: number, width: number, top: number, bottom: number, fill: string, line: string): string {
  if (kind === 'geen') return '';
  const h = bottom - top;
  let out = `<rect x="${x}" y="${top}" width="${width}" height="${h}" rx="10" fill="${fill}" stroke="${line}" stroke-width="2"/>`;
  if (kind === 'gecapitonneerd') {
    for (let row = 1; row <= 3; row++) {
      for (let i = 1; i < 8; i++) {
        const cx = x + (width / 8) * i + (row % 2 ? 0 : width / 16);
        if (cx > x + width - 10) continue;
        out += `<circle cx="${cx.toFixed(1)}" cy="${(top + (h / 4.2) * row).toFixed(1)}" r="3.5" fill="${line}"/>`;
      }
    }
  } else if (kind === 'verticale-banen') {
    for (let i = 1; i < 10; i++) {
      const lx = x + (width / 10) * i;
      out += `<line x1="${lx.toFixed(1)}" y1="${top + 8}" x2="${lx.toFixed(1)}" y2="${bottom - 4}" stroke="${line}" stroke-width="2"/>`;
    }
  } else {
    out += `<rect x="${x + 12}" y="${top + 12}" width="${width - 24}" height="${h - 24}" rx="6" fill="none" stroke="${line}" stroke-opacity=".5"/>`;
  }
  return out;
}

function legsSvg(kind: Legs, x: number, width: number, y: number): string {
  const c = LEG_COLOURS[kind];
  if (kind === 'zwevend') {
    // A recessed plinth: the bed seems to float.
    return `<rect x="${x + 40}" y="${y}" width="${width - 80}" height="22" fill="${c}"/><ellipse cx="${x + width / 2}" cy="${y + 26}" rx="${width / 2}" ry="6" fill="#000" opacity=".12"/>`;
  }
  const positions = [x + 16, x + width - 36];
  if (width > 500) positions.splice(1, 0, x + width / 2 - 10);
  return positions
    .map((lx) =>
      kind === 'eiken'
        ? `<path d="M${lx} ${y}h20l-4 26h-12z" fill="${c}" stroke="${shade(c, -0.3)}"/>`
        : `<rect x="${lx}" y="${y}" width="20" height="24" rx="${kind === 'chroom' ? 2 : 9}" fill="${c}" stroke="${shade(c, -0.3)}"/>`,
    )
    .join('');
}

/** The whole scene, or null when a part is not in the vocabulary. */
export function renderBoxspringScene(parts: SceneParts): string | null {
  const width = WIDTHS[parts.size];
  if (
    !width ||
    !isColour(parts.colour) ||
    !(HEADBOARDS as readonly string[]).includes(parts.headboard) ||
    !(LEGS as readonly string[]).includes(parts.legs)
  )
    return null;
  const fabric = COLOURS[parts.colour].hex;
  const line = shade(fabric, -0.35);
  const x = (800 - width) / 2;
  const headboard = parts.headboard as Headboard;
  const headTop = headboard === 'nordic-laag' ? 150 : 70;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 480" role="img" aria-label="Boxspring ${parts.size}">` +
    `<rect width="800" height="480" fill="#f4f1ec"/><rect y="400" width="800" height="80" fill="#e6e0d6"/>` +
    headboardSvg(headboard, x - 10, width + 20, headTop, 330, fabric, line) +
    legsSvg(parts.legs as Legs, x, width, 376) +
    // Box (onderbak), two mattresses and the topper.
    `<rect x="${x}" y="290" width="${width}" height="88" rx="6" fill="${fabric}" stroke="${line}" stroke-width="2"/>` +
    `<line x1="${x + 6}" y1="334" x2="${x + width - 6}" y2="334" stroke="${line}" stroke-opacity=".4"/>` +
    `<rect x="${x + 4}" y="240" width="${width - 8}" height="52" rx="8" fill="${mix(fabric, '#ffffff', 0.55)}" stroke="${line}" stroke-opacity=".6"/>` +
    `<line x1="400" y1="242" x2="400" y2="290" stroke="${line}" stroke-opacity=".35"/>` +
    `<rect x="${x + 8}" y="222" width="${width - 16}" height="20" rx="8" fill="#fbfaf7" stroke="#d8d2c8"/>` +
    `<rect x="${x + 30}" y="196" width="${width / 2 - 50}" height="30" rx="14" fill="#ffffff" stroke="#ddd6cb"/>` +
    `<rect x="${400 + 20}" y="196" width="${width / 2 - 50}" height="30" rx="14" fill="#ffffff" stroke="#ddd6cb"/>` +
    `</svg>`
  );
}

export function renderSwatch(colour: string): string | null {
  if (!isColour(colour)) return null;
  const c = COLOURS[colour].hex;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" rx="10" fill="${c}"/><path d="M0 60 L80 20 V80 H0z" fill="${shade(c, -0.12)}"/></svg>`;
}

export function renderHeadboardIcon(kind: string): string | null {
  if (!(HEADBOARDS as readonly string[]).includes(kind)) return null;
  const fill = '#b8aea0';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="#f4f1ec"/>${headboardSvg(kind as Headboard, 20, 120, kind === 'nordic-laag' ? 55 : 15, 85, fill, shade(fill, -0.35))}<rect x="24" y="80" width="112" height="24" rx="4" fill="#d9d2c6"/></svg>`;
}

export function renderLegsIcon(kind: string): string | null {
  if (!(LEGS as readonly string[]).includes(kind)) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="#f4f1ec"/><rect x="20" y="40" width="120" height="40" rx="4" fill="#b8aea0"/>${legsSvg(kind as Legs, 20, 120, 80)}</svg>`;
}
