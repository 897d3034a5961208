// Decorative promo banners (no text: the storefront overlays title and button).
// Desktop 1600×600 keeps the left ~half calm for the title; mobile 800×800 keeps the top calm.
// Every scene is drawn in a local 700×500 box and placed on the right (desktop) or bottom (mobile).

const W = '#fbf8f2';

/** Deterministic PRNG (mulberry32) seeded from the slug, for scattered decorations. */
function rng(seed: string): () => number {
  let a = 0;
  for (let i = 0; i < seed.length; i++) a = Math.imul(a ^ seed.charCodeAt(i), 2654435761) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r0 = (n: number) => Math.round(n);

function pillowPath(x0: number, y0: number, x1: number, y1: number, b: number): string {
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  return `M${x0} ${y0}Q${cx} ${y0 - b} ${x1} ${y0}Q${x1 + b} ${cy} ${x1} ${y1}Q${cx} ${y1 + b} ${x0} ${y1}Q${x0 - b} ${cy} ${x0} ${y0}Z`;
}

interface PromoBed {
  head: string;
  duvet: string;
  duvetLo: string;
  pil: string;
  accent: string;
  base?: [string, string, string];
  plaid?: string;
  channels?: string;
}
/** A wide bed in front view (local 700×500 box). */
function bed(o: PromoBed): string {
  const base = o.base
    ? `<rect x="60" y="360" width="580" height="22" rx="8" fill="${o.base[0]}"/><rect x="60" y="382" width="580" height="50" fill="${o.base[1]}"/><rect x="60" y="432" width="580" height="42" fill="${o.base[2]}"/>`
    : `<path d="M70 360H630L636 440Q350 456 64 440Z" fill="${o.duvetLo}"/><rect x="70" y="440" width="560" height="30" fill="#a5825a"/>`;
  return (
    `<ellipse cx="350" cy="488" rx="330" ry="16" fill="#000" opacity=".18"/>` +
    `<g stroke="#00000033" stroke-width="2" stroke-linejoin="round">` +
    `<rect x="100" y="60" width="500" height="260" rx="18" fill="${o.head}"/>` +
    (o.channels
      ? `<path d="M150 64V316M200 64V316M250 64V316M300 64V316M350 64V316M400 64V316M450 64V316M500 64V316M550 64V316" stroke="${o.channels}" stroke-width="4"/>`
      : '') +
    `<path d="M130 290H570L640 360H60Z" fill="${W}"/>` +
    `<path d="${pillowPath(150, 236, 330, 306, 14)}" fill="${o.pil}"/><path d="${pillowPath(370, 236, 550, 306, 14)}" fill="${o.pil}"/>` +
    `<path d="${pillowPath(290, 268, 410, 322, 10)}" fill="${o.accent}"/>` +
    `<path d="M110 316H590L640 360H60Z" fill="${o.duvet}"/>` +
    base +
    (o.plaid ? `<path d="M450 312H540L620 360V446H530V360Z" fill="${o.plaid}"/>` : '') +
    `<rect x="84" y="${o.base ? 474 : 470}" width="24" height="14" fill="#3b3430"/><rect x="592" y="${o.base ? 474 : 470}" width="24" height="14" fill="#3b3430"/>` +
    '</g>' +
    (o.base ? '' : `<path d="M130 336Q260 326 360 342T600 336" fill="none" stroke="${o.duvetLo}" stroke-width="4"/>`)
  );
}

/** One folded textile of the 'nieuw' stack: top face, side face and rounded front. */
function foldedStackItem(c: string, x: number, y: number, wd: number): string {
  const side = `M${x + wd - 10} ${y}L${x + wd + 50} ${y - 40}V${y + 36}L${x + wd - 10} ${y + 80}Z`;
  return (
    `<g stroke="#00000033" stroke-width="2"><path d="M${x} ${y}H${x + wd}L${x + wd + 50} ${y - 40}H${x + 50}Z" fill="${c}"/>` +
    `<path d="${side}" fill="${c}"/><path d="${side}" fill="#000" opacity=".15"/>` +
    `<rect x="${x}" y="${y}" width="${wd}" height="80" rx="18" fill="${c}"/></g>` +
    `<rect x="${x}" y="${y}" width="${wd}" height="30" rx="15" fill="#fff" opacity=".25"/>`
  );
}

interface Promo {
  title: string;
  bg: (w: number, h: number) => string;
  scene: string;
}

const PROMOS: Record<string, Promo> = {
  'black-friday': {
    title: 'Black Friday: decoratieve banner met grote vormen en cadeaus',
    bg: (w, h) => {
      const rand = rng('black-friday');
      let s =
        `<rect width="${w}" height="${h}" fill="#1d1b22"/>` +
        `<circle cx="${w - 180}" cy="${h * 0.25}" r="${h * 0.45}" fill="#f5c84c"/>` +
        `<path d="M${w * 0.45} ${h}L${w * 0.75} 0H${w * 0.85}L${w * 0.55} ${h}Z" fill="#e0673a" opacity=".9"/>` +
        `<path d="M${w * 0.6} ${h}L${w * 0.9} 0H${w * 0.93}L${w * 0.63} ${h}Z" fill="#b8613f"/>`;
      const colours = ['#f5c84c', '#e0673a', '#eab3c4', '#f7f5f0'];
      for (let i = 0; i < 28; i++) {
        const x = r0(rand() * w);
        const y = r0(rand() * h);
        s += `<rect x="${x}" y="${y}" width="${r0(8 + rand() * 14)}" height="6" rx="3" fill="${colours[i % 4]}" transform="rotate(${r0(rand() * 180)} ${x} ${y})" opacity=".85"/>`;
      }
      return s;
    },
    scene:
      '<ellipse cx="350" cy="488" rx="300" ry="14" fill="#000" opacity=".35"/>' +
      '<g stroke="#1d1b22" stroke-width="4" stroke-linejoin="round">' +
      '<rect x="90" y="250" width="240" height="230" rx="10" fill="#e0673a"/><rect x="190" y="250" width="40" height="230" fill="#f5c84c"/>' +
      '<rect x="350" y="310" width="260" height="170" rx="10" fill="#eab3c4"/><rect x="460" y="310" width="40" height="170" fill="#1d1b22"/>' +
      '<rect x="170" y="120" width="180" height="130" rx="10" fill="#f7f5f0"/><rect x="245" y="120" width="30" height="130" fill="#e0673a"/>' +
      `<path d="${pillowPath(380, 200, 580, 300, 20)}" fill="#f5c84c"/>` +
      '<path d="M260 120C200 60 170 110 250 120M260 120C320 60 350 110 270 120" fill="none" stroke="#e0673a" stroke-width="10"/>' +
      '</g>',
  },
  winter: {
    title: 'Winteractie: knus bed met warm dekbed in een besneeuwde nacht',
    bg: (w, h) => {
      const rand = rng('winter');
      let s =
        '<defs><linearGradient id="n" x2="0" y2="1"><stop offset="0" stop-color="#1f2a44"/><stop offset="1" stop-color="#3a4c72"/></linearGradient>' +
        '<radialGradient id="g"><stop offset="0" stop-color="#ffd98a" stop-opacity=".55"/><stop offset="1" stop-color="#ffd98a" stop-opacity="0"/></radialGradient>' +
        '<g id="f" stroke="#fff" stroke-width="3" stroke-linecap="round"><path d="M0-12V12M-10.4-6L10.4 6M-10.4 6L10.4-6M-4-10L0-6L4-10M-4 10L0 6L4 10"/></g></defs>' +
        `<rect width="${w}" height="${h}" fill="url(#n)"/>` +
        `<mask id="mm"><rect width="${w}" height="${h}" fill="#fff"/><circle cx="${w - 112}" cy="92" r="56"/></mask><circle cx="${w - 140}" cy="110" r="60" fill="#f5c84c" mask="url(#mm)"/>`;
      for (let i = 0; i < 34; i++) {
        const x = r0(rand() * w);
        const y = r0(rand() * h);
        const k = (0.4 + rand() * 0.9).toFixed(2);
        s += `<use href="#f" transform="translate(${x} ${y}) scale(${k})" opacity="${(0.4 + rand() * 0.6).toFixed(2)}"/>`;
      }
      return s + `<rect y="${h - 40}" width="${w}" height="40" fill="#e9eef6"/>`;
    },
    scene:
      '<circle cx="350" cy="250" r="330" fill="url(#g)"/>' +
      bed({ head: '#7a5a3c', duvet: '#c99a9a', duvetLo: '#a77b7b', pil: '#efe6d2', accent: '#f1c84b', plaid: '#b8613f' }),
  },
  boxspring: {
    title: 'Boxspring-actie: boxspring met hoofdbord, kussens en plaid in een warme slaapkamer',
    bg: (w, h) =>
      `<rect width="${w}" height="${h}" fill="#f1e4cf"/><rect y="${h - 70}" width="${w}" height="70" fill="#dcc7a6"/>` +
      `<circle cx="${w * 0.42}" cy="${h * 0.3}" r="${h * 0.18}" fill="#f5c84c" opacity=".55"/>` +
      `<path d="M${w - 60} ${h - 70}V${h * 0.45}" stroke="#7c9a72" stroke-width="6"/><ellipse cx="${w - 80}" cy="${h * 0.42}" rx="26" ry="60" fill="#7c9a72" transform="rotate(-20 ${w - 80} ${h * 0.42})"/><ellipse cx="${w - 40}" cy="${h * 0.48}" rx="22" ry="52" fill="#5f7d57" transform="rotate(25 ${w - 40} ${h * 0.48})"/><path d="M${w - 90} ${h - 70}H${w - 30}L${w - 40} ${h - 10}H${w - 80}Z" fill="#b8613f"/>`,
    scene: bed({
      head: '#b8613f',
      duvet: W,
      duvetLo: '#e4dccf',
      pil: '#efe6d2',
      accent: '#f1c84b',
      base: ['#d48463', '#b8613f', '#97492d'],
      plaid: '#7c9a72',
      channels: '#a4532f',
    }),
  },
  kids: {
    title: 'Kinderkamer: kinderbed met sterrendekbed, knuffelbeer, wolken en vlaggetjes',
    bg: (w, h) => {
      const rand = rng('kids');
      let s = `<defs><path id="st" d="M0-14L4-4L14-4L6 3L9 13L0 7L-9 13L-6 3L-14-4L-4-4Z"/></defs><rect width="${w}" height="${h}" fill="#fde6d2"/>`;
      s += `<path d="M0 30Q${w / 4} 110 ${w / 2} 30Q${(3 * w) / 4} 110 ${w} 30" fill="none" stroke="#c99a9a" stroke-width="3"/>`;
      const flags = ['#f1c84b', '#6f97c6', '#eab3c4', '#7c9a72'];
      for (let i = 1; i < 12; i++) {
        const x = r0((w / 12) * i);
        const t = (i % 6) / 6; // position within one sagging half of the string
        const y = r0(30 + 160 * t * (1 - t) + 8);
        s += `<path d="M${x - 18} ${y - 8}H${x + 18}L${x} ${y + 30}Z" fill="${flags[i % 4]}"/>`;
      }
      for (let i = 0; i < 3; i++) {
        const x = r0(w * (0.15 + 0.32 * i));
        const y = r0(h * 0.35 + rand() * h * 0.2);
        s += `<g fill="#fff" opacity=".9"><ellipse cx="${x}" cy="${y}" rx="70" ry="26"/><circle cx="${x - 24}" cy="${y - 16}" r="28"/><circle cx="${x + 20}" cy="${y - 24}" r="34"/></g>`;
      }
      for (let i = 0; i < 14; i++) {
        s += `<use href="#st" fill="${flags[i % 4]}" transform="translate(${r0(rand() * w)} ${r0(120 + rand() * (h - 200))}) scale(${(0.6 + rand()).toFixed(2)})"/>`;
      }
      return s + `<rect y="${h - 60}" width="${w}" height="60" fill="#f2cdb0"/>`;
    },
    scene:
      '<g transform="translate(80 60) scale(.8)">' +
      bed({ head: '#6f97c6', duvet: '#f1c84b', duvetLo: '#d9ab2c', pil: '#fbf8f2', accent: '#eab3c4' }) +
      '<g fill="#fff" opacity=".9"><use href="#st" transform="translate(200 340) scale(.8)"/><use href="#st" transform="translate(350 350) scale(.9)"/><use href="#st" transform="translate(500 340) scale(.8)"/><use href="#st" transform="translate(270 410)"/><use href="#st" transform="translate(440 410)"/></g>' +
      '<g fill="#b58552"><circle cx="560" cy="230" r="40"/><circle cx="532" cy="196" r="14"/><circle cx="588" cy="196" r="14"/><ellipse cx="560" cy="300" rx="46" ry="40"/></g><circle cx="560" cy="240" r="14" fill="#e2c39b"/><circle cx="547" cy="222" r="4" fill="#3b3430"/><circle cx="573" cy="222" r="4" fill="#3b3430"/>' +
      '</g>',
  },
  wonen: {
    title: 'Wonen: fauteuil met plaid, vloerlamp, plant en vloerkleed',
    bg: (w, h) =>
      `<rect width="${w}" height="${h}" fill="#f1e4d3"/><rect y="${h - 90}" width="${w}" height="90" fill="#e2cdb1"/>` +
      `<circle cx="${w * 0.35}" cy="${h * 0.2}" r="${h * 0.12}" fill="#eab3c4" opacity=".5"/>`,
    scene:
      '<defs><radialGradient id="g"><stop offset="0" stop-color="#ffd98a" stop-opacity=".8"/><stop offset="1" stop-color="#ffd98a" stop-opacity="0"/></radialGradient></defs>' +
      '<ellipse cx="330" cy="470" rx="300" ry="34" fill="#c99a9a"/><ellipse cx="330" cy="470" rx="260" ry="24" fill="none" stroke="#efe6d2" stroke-width="4" stroke-dasharray="10 8"/>' +
      '<circle cx="560" cy="140" r="120" fill="url(#g)"/><path d="M600 470V120Q600 70 550 80" fill="none" stroke="#3b3430" stroke-width="8"/><path d="M500 140H600L580 90H520Z" fill="#f1c84b"/><ellipse cx="600" cy="470" rx="40" ry="8" fill="#3b3430"/>' +
      '<g stroke="#00000033" stroke-width="2"><rect x="140" y="160" width="280" height="230" rx="60" fill="#b8613f"/><rect x="110" y="280" width="70" height="160" rx="34" fill="#a4532f"/><rect x="380" y="280" width="70" height="160" rx="34" fill="#a4532f"/><rect x="170" y="320" width="220" height="100" rx="24" fill="#c8704b"/>' +
      '<path d="M300 170Q350 160 400 180L410 320Q420 380 400 430H330Q340 360 300 310Z" fill="#efe6d2"/></g>' +
      '<path d="M334 438H398" stroke="#d9c7a7" stroke-width="16" stroke-dasharray="2 5"/><rect x="150" y="440" width="16" height="30" fill="#3b3430"/><rect x="394" y="440" width="16" height="30" fill="#3b3430"/>' +
      '<path d="M20 470L30 390H100L110 470Z" fill="#efe6d2" stroke="#00000033" stroke-width="2"/>' +
      '<g fill="#7c9a72"><ellipse cx="50" cy="320" rx="18" ry="70" transform="rotate(-25 50 320)"/><ellipse cx="90" cy="310" rx="18" ry="76" transform="rotate(20 90 310)"/><ellipse cx="70" cy="290" rx="16" ry="90"/></g>',
  },
  nieuw: {
    title: 'Nieuw binnen: stapel frisse beddengoed in nieuwe kleuren met blaadjes en glinsters',
    bg: (w, h) => {
      const rand = rng('nieuw');
      let s =
        `<defs><path id="sp" d="M0-18Q2-2 18 0Q2 2 0 18Q-2 2-18 0Q-2-2 0-18Z"/></defs><rect width="${w}" height="${h}" fill="#f6e7c8"/>` +
        `<circle cx="${w * 0.78}" cy="${h * 0.45}" r="${h * 0.42}" fill="#fbefd6"/>`;
      for (let i = 0; i < 16; i++) {
        s += `<use href="#sp" fill="${i % 2 ? '#f1c84b' : '#e0a46a'}" transform="translate(${r0(rand() * w)} ${r0(rand() * h)}) scale(${(0.5 + rand()).toFixed(2)})"/>`;
      }
      return s;
    },
    scene:
      '<ellipse cx="350" cy="482" rx="260" ry="16" fill="#000" opacity=".15"/>' +
      (
        [
          ['#7c9a72', 140, 400, 420],
          ['#6f97c6', 150, 320, 400],
          ['#eab3c4', 160, 240, 380],
          ['#f1c84b', 175, 160, 350],
        ] as const
      )
        .map(([c, x, y, wd]) => foldedStackItem(c, x, y, wd))
        .join('') +
      '<g fill="#7c9a72"><path d="M620 470C600 380 640 300 690 260C680 340 660 400 620 470Z"/><path d="M600 470C560 420 540 360 560 300C590 360 600 410 600 470Z" fill="#5f7d57"/></g>' +
      '<use href="#sp" fill="#fff" transform="translate(560 120) scale(1.4)"/>',
  },
};

export function renderPromo(slug: string, w: number, h: number): { title: string; body: string } | null {
  const promo = PROMOS[slug];
  if (!promo) return null;
  const mobile = w === h;
  const place = mobile ? 'translate(60 300) scale(.97)' : 'translate(860 70)';
  return { title: promo.title, body: promo.bg(w, h) + `<g transform="${place}">${promo.scene}</g>` };
}
