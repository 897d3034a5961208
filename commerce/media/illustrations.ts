// Generated product illustrations: the shop has no photos, so every product image is a small,
// deterministic SVG drawn in the product's colour. Pure functions, no I/O, no randomness.
//   renderProductSvg(type, colour, n)  n = 1 main view, 2 fabric/material detail, 3 other angle or folded
//   renderPromoSvg(slug, mobile)       decorative banners without text (the page overlays the title)
import { COLOURS, IMAGES_PER_PRODUCT, PRODUCT_TYPES, PROMO_SLUGS } from './palette';
import { renderPromo } from './promos';
import { mix, type Tone, tone } from './svg';

type Scene = (t: Tone) => string;

// ── titles ────────────────────────────────────────────────────────────────────────────────────
/** Per type: [name of the main view, what the detail shows, name/suffix of the third view]. */
const TITLES: Record<string, [string, string, string]> = {
  dekbedovertrek: ['Dekbedovertrek', 'de katoenen stof met knoopsluiting', '{1}, opgevouwen met kussenslopen'],
  dekbed: ['Dekbed', 'de doorgestikte vakken', '{1}, opgevouwen'],
  hoofdkussen: ['Hoofdkussen', 'de bies en de stof', 'Twee hoofdkussens {c}, gestapeld'],
  kussenhoes: ['Kussenhoes', 'de stiksels van de rand', '{1}, opgevouwen'],
  hoeslaken: ['Hoeslaken', 'de elastische hoek', '{1}, opgevouwen'],
  molton: ['Molton', 'de gewatteerde stof', '{1}, opgevouwen'],
  topper: ['Topper', 'de lagen in doorsnede', '{1}, opgerold'],
  matras: ['Matras', 'de pocketveren en comfortlagen', '{1}, van de andere kant'],
  boxspring: ['Boxspring', 'het gecapitonneerde hoofdbord', '{1}, zijaanzicht'],
  bed: ['Bed', 'de houtnerf van het frame', 'Bedframe {c} met lattenbodem'],
  vloerkleed: ['Vloerkleed', 'het patroon en de pool', '{1}, opgerold'],
  gordijn: ['Gordijn', 'de plooien en ringen', '{1} met embrasse'],
  meubel: ['Nachtkastje', 'de lade en het hout', '{1}, vooraanzicht met open lade'],
  badtextiel: ['Handdoek', 'de badstof lusjes', 'Stapel handdoeken {c}'],
  plaid: ['Plaid', 'het gebreide patroon', '{1}, opgevouwen met franjes'],
  verlichting: ['Tafellamp', 'de lampenkap', 'Hanglamp {c}'],
  tuin: ['Ligbedkussen', 'de buitenstof', 'Parasol {c}'],
  airco: ['Mobiele airco', 'het rooster en de luchtstroom', 'Wandairco {c}'],
  klamboe: ['Klamboe', 'het gaas', '{1}, rechthoekig model boven een bed'],
  accessoire: ['Slaapmasker', 'de satijnen stof', 'Kruik met gebreide hoes {c}'],
};

function titleFor(type: string, colourTitle: string, n: number): string {
  const [main, detail, third] = TITLES[type]!;
  const c = `in ${colourTitle.toLowerCase()}`;
  const first = `${main} ${c}`;
  if (n === 1) return first;
  if (n === 2) return `${first}, detail van ${detail}`;
  return third.replace('{1}', first).replace('{c}', c);
}

// ── shared shapes ─────────────────────────────────────────────────────────────────────────────
const WALL = '#f5eee5';
const FLOOR = '#e9ddcc';
const SHEET = '#fbf8f2';
const SHEET_LO = '#e4dccf';
const WOOD = '#c9a77c';
const WOOD_LO = '#a5825a';
const METAL = '#8d9095';

const room = (floorY = 440) =>
  `<rect width="600" height="600" fill="${WALL}"/><rect y="${floorY}" width="600" height="${600 - floorY}" fill="${FLOOR}"/>`;
const plain = () => `<rect width="600" height="600" fill="${WALL}"/>`;
const shadow = (cx: number, cy: number, rx: number, ry: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#5a4630" opacity=".16"/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;
const line = (d: string, stroke: string, w = 2, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${w}"${extra}/>`;
const outline = (t: Tone, body: string, w = 2) => `<g stroke="${t.ln}" stroke-width="${w}" stroke-linejoin="round">${body}</g>`;
/** Vertical light-to-dark overlay: gives any fill (also the multicolour pattern) a rounded look. */
const SH =
  '<linearGradient id="sh" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".22"/></linearGradient>';
/** Horizontal pleat/roundness overlay, used for curtains and rolls. */
const SHX =
  '<linearGradient id="sx" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".2"/><stop offset=".45" stop-color="#fff" stop-opacity=".3"/><stop offset="1" stop-color="#000" stop-opacity=".25"/></linearGradient>';

/** A classic pillow: pinched corners, puffed edges. */
function pillowPath(x0: number, y0: number, x1: number, y1: number, b: number): string {
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  return `M${x0} ${y0}Q${cx} ${y0 - b} ${x1} ${y0}Q${x1 + b} ${cy} ${x1} ${y1}Q${cx} ${y1 + b} ${x0} ${y1}Q${x0 - b} ${cy} ${x0} ${y0}Z`;
}
function pillow(t: Tone, x0: number, y0: number, x1: number, y1: number, b: number, fill = t.f): string {
  const d = pillowPath(x0, y0, x1, y1, b);
  return path(d, fill) + path(d, 'url(#sh)');
}

/** Oblique box: front face at (x,y,w,h), receding by (dx,-dy). Returns top, front and side faces. */
function box(x: number, y: number, w: number, h: number, dx: number, dy: number, top: string, front: string, side: string): string {
  const sideFace =
    dx >= 0
      ? `M${x + w} ${y}L${x + w + dx} ${y - dy}V${y - dy + h}L${x + w} ${y + h}Z`
      : `M${x} ${y}L${x + dx} ${y - dy}V${y - dy + h}L${x} ${y + h}Z`;
  return path(`M${x} ${y}H${x + w}L${x + w + dx} ${y - dy}H${x + dx}Z`, top) + path(sideFace, side) + rect(x, y, w, h, front);
}

/** A folded textile in oblique view: rounded front fold, top face, side face. */
function folded(t: Tone, x: number, y: number, w: number, h: number, top = t.f): string {
  const dx = 46;
  const dy = 40;
  const r = Math.min(h / 2, 18);
  return (
    outline(
      t,
      path(`M${x + 4} ${y}H${x + w}L${x + w + dx} ${y - dy}H${x + dx + 4}Z`, top) +
        path(`M${x + w} ${y}L${x + w + dx} ${y - dy}V${y - dy + h - 4}L${x + w} ${y + h}Z`, t.lo) +
        rect(x, y, w, h, t.f, ` rx="${r}"`) +
        rect(x, y, w, h, 'url(#sh)', ` rx="${r}"`),
    ) + line(`M${x + 10} ${y + h / 2}H${x + w - 8}`, t.lo, 1.5, ' opacity=".6"')
  );
}

/** Fabric weave texture pattern (id "tx"), drawn in lighter/darker tints of the colour. */
const weave = (t: Tone, s = 8) =>
  `<pattern id="tx" width="${s}" height="${s}" patternUnits="userSpaceOnUse"><path d="M0 ${s / 4}H${s}M${s / 4} 0V${s}" stroke="${t.lo}" stroke-opacity=".45"/><path d="M0 ${(3 * s) / 4}H${s}M${(3 * s) / 4} 0V${s}" stroke="${t.hi}" stroke-opacity=".45"/></pattern>`;

/** A close-up swatch: the whole square is fabric with soft diagonal folds. */
function swatch(t: Tone, pattern = 'url(#tx)'): string {
  return (
    rect(0, 0, 600, 600, t.f) +
    rect(0, 0, 600, 600, pattern) +
    path('M-20 160C140 120 260 260 620 180V260C300 330 160 190-20 250Z', '#fff', ' opacity=".16"') +
    path('M-20 250C160 190 300 330 620 260V300C300 380 140 250-20 300Z', '#000', ' opacity=".1"') +
    path('M-20 420C200 360 360 480 620 400V450C360 540 200 410-20 470Z', '#000', ' opacity=".08"')
  );
}

// Bed in front view, seen from the foot end, used by dekbedovertrek, dekbed and bed.
interface BedLook {
  head: string;
  headLo: string;
  base: string;
  baseLo: string;
  duvet: string;
  duvetLo: string;
  duvetHi: string;
  pil: string;
  pilLo: string;
  ln: string;
  stitch?: string;
}
function bedScene(o: BedLook): string {
  return (
    room() +
    shadow(300, 532, 250, 16) +
    `<g stroke="${o.ln}" stroke-width="2" stroke-linejoin="round">` +
    `<rect x="120" y="120" width="360" height="200" rx="22" fill="${o.head}"/>` +
    `<rect x="142" y="142" width="316" height="150" rx="12" fill="${o.headLo}" opacity=".35"/>` +
    path('M135 300H465L520 420H80Z', SHEET) +
    path(pillowPath(158, 262, 290, 326, 12), o.pil) +
    path(pillowPath(310, 262, 442, 326, 12), o.pil) +
    path('M116 340H484L522 420L526 492Q300 504 74 492L78 420Z', o.duvet) +
    path('M78 420H522L526 492Q300 504 74 492Z', o.duvet) +
    path('M78 420H522L526 492Q300 504 74 492Z', '#000', ' opacity=".14"') +
    path('M116 340H484L492 364H108Z', o.duvetHi) +
    rect(84, 494, 432, 24, o.base) +
    rect(98, 518, 22, 22, o.baseLo) +
    rect(480, 518, 22, 22, o.baseLo) +
    '</g>' +
    line('M170 306Q224 296 282 306M322 306Q376 296 434 306', o.pilLo, 3, ' opacity=".6"') +
    (o.stitch
      ? line('M98 392H502M86 420H514M200 364L186 420M300 364V420M400 364L414 420', o.stitch, 2, ' stroke-dasharray="6 5"')
      : line('M150 380Q250 372 330 392T480 386M130 404Q210 398 260 410', o.duvetLo, 3, ' opacity=".7"'))
  );
}

// ── product scenes: [main, detail, third] per type ─────────────────────────────────────────────
const SCENES: Record<string, [Scene, Scene, Scene]> = {
  dekbedovertrek: [
    (t) =>
      bedScene({
        head: '#d7c3a6',
        headLo: WOOD_LO,
        base: WOOD,
        baseLo: WOOD_LO,
        duvet: t.f,
        duvetLo: t.lo,
        duvetHi: t.hi,
        pil: t.hi,
        pilLo: t.lo,
        ln: t.ln,
      }),
    (t) =>
      `<defs>${weave(t)}</defs>` +
      swatch(t) +
      outline(
        t,
        rect(-10, 400, 620, 70, t.lo) + [90, 230, 370, 510].map((x) => `<circle cx="${x}" cy="435" r="20" fill="${t.hi}"/>`).join(''),
      ) +
      [90, 230, 370, 510]
        .map((x) => `<circle cx="${x - 6}" cy="435" r="3" fill="${t.lo2}"/><circle cx="${x + 6}" cy="435" r="3" fill="${t.lo2}"/>`)
        .join('') +
      line('M-10 392H610M-10 478H610', t.lo2, 2, ' stroke-dasharray="8 6"'),
    (t) =>
      `<defs>${SH}</defs>` +
      plain() +
      shadow(310, 500, 240, 22) +
      folded(t, 100, 380, 360, 110) +
      folded(t, 150, 300, 260, 70, t.hi) +
      outline(t, path('M270 252H300L346 212H316Z', t.lo2) + rect(270, 300, 30, 70, t.lo2) + path('M270 380H300V490H270Z', t.lo2)),
  ],
  dekbed: [
    (t) =>
      `<defs>${SH}</defs>` +
      room(400) +
      shadow(300, 500, 280, 24) +
      outline(
        t,
        path('M120 240Q300 226 480 240Q522 360 560 470Q300 492 40 470Q78 360 120 240Z', t.f) +
          path('M40 470Q300 492 560 470L556 500Q300 524 44 500Z', t.lo),
      ) +
      line(
        'M104 300Q300 290 496 300M84 360Q300 350 516 360M64 418Q300 410 536 418M210 236Q196 350 182 484M300 232V488M390 236Q404 350 418 484',
        t.lo,
        2,
        ' stroke-dasharray="7 6"',
      ) +
      path('M120 240Q300 226 480 240Q522 360 560 470Q300 492 40 470Q78 360 120 240Z', 'url(#sh)') +
      path('M440 250Q500 250 520 330Q470 300 420 312Z', t.hi, ` stroke="${t.ln}" stroke-width="2"`),
    (t) =>
      `<defs><radialGradient id="pf"><stop offset=".3" stop-color="#fff" stop-opacity=".4"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></radialGradient><pattern id="q" width="150" height="150" patternUnits="userSpaceOnUse"><rect width="150" height="150" fill="url(#pf)"/><path d="M0 1H150M1 0V150" stroke="${t.lo2}" stroke-width="3" stroke-dasharray="9 6"/></pattern></defs>` +
      rect(0, 0, 600, 600, t.f) +
      rect(0, 0, 600, 600, 'url(#q)') +
      rect(0, 540, 600, 60, t.lo) +
      line('M0 548H600', t.hi, 10, ' stroke-linecap="round"') +
      line('M0 556H600', t.lo2, 2),
    (t) =>
      `<defs>${SH}</defs>` +
      plain() +
      shadow(300, 490, 240, 24) +
      folded(t, 110, 340, 340, 140) +
      line('M118 386Q280 376 440 386M118 432Q280 424 440 432', t.lo, 3, ' opacity=".7"') +
      line('M170 320L206 290M260 320L296 290M350 320L386 290', t.lo, 2, ' stroke-dasharray="6 5"'),
  ],
  hoofdkussen: [
    (t) =>
      `<defs>${SH}</defs>` +
      plain() +
      shadow(300, 440, 230, 26) +
      outline(t, pillow(t, 110, 200, 490, 400, 34)) +
      line(
        'M130 222Q160 240 150 262M470 222Q440 240 450 262M130 378Q160 360 150 338M470 378Q440 360 450 338',
        t.lo,
        3,
        ' opacity=".7" stroke-linecap="round"',
      ) +
      `<ellipse cx="280" cy="270" rx="120" ry="40" fill="#fff" opacity=".18"/>`,
    (t) =>
      `<defs>${weave(t)}<radialGradient id="pf" cx=".3" cy=".6" r=".8"><stop offset=".3" stop-color="#fff" stop-opacity=".25"/><stop offset="1" stop-color="#000" stop-opacity=".18"/></radialGradient></defs>` +
      plain() +
      path('M-20 140Q250 96 500 104Q540 106 536 146Q560 390 530 640H-20Z', '#5a4630', ' opacity=".12" transform="translate(14 14)"') +
      path('M-20 140Q250 96 500 104Q540 106 536 146Q560 390 530 640H-20Z', t.f) +
      path('M-20 140Q250 96 500 104Q540 106 536 146Q560 390 530 640H-20Z', 'url(#tx)') +
      path('M-20 140Q250 96 500 104Q540 106 536 146Q560 390 530 640H-20Z', 'url(#pf)') +
      line('M-20 140Q250 96 500 104Q540 106 536 146Q560 390 530 640', t.lo, 20, ' stroke-linejoin="round"') +
      line('M-20 134Q250 90 500 98', t.hi, 5, ' opacity=".7"') +
      line('M-20 180Q250 140 490 142Q500 390 490 640', t.lo2, 2, ' stroke-dasharray="9 7"') +
      line('M510 124Q440 170 370 176M520 138Q480 220 450 260M498 114Q420 140 330 138', t.lo, 4, ' opacity=".6" stroke-linecap="round"'),
    (t) =>
      `<defs>${SH}</defs>` +
      plain() +
      shadow(300, 476, 240, 22) +
      outline(t, pillow(t, 100, 350, 500, 450, 22) + pillow(t, 130, 250, 470, 352, 24, t.hi)),
  ],
  kussenhoes: [
    (t) =>
      `<defs>${SH}</defs>` +
      plain() +
      shadow(300, 440, 240, 18) +
      outline(
        t,
        rect(80, 176, 440, 248, t.f, ' rx="6"') +
          rect(128, 222, 344, 156, t.hi, ' rx="4"') +
          rect(128, 222, 344, 156, 'url(#sh)', ' rx="4"'),
      ) +
      line('M136 230H464V370H136Z', t.lo, 2, ' stroke-dasharray="7 5"') +
      line('M92 188H508V412H92Z', t.lo, 2, ' stroke-dasharray="7 5" opacity=".7"'),
    (t) =>
      `<defs>${weave(t)}</defs>` +
      swatch(t) +
      line('M-10 230H380V610', t.lo2, 3, ' stroke-dasharray="10 7"') +
      line('M-10 270H340V610', t.lo2, 3, ' stroke-dasharray="10 7"') +
      path('M-10 292H318V610H-10Z', '#fff', ' opacity=".18"') +
      path('M-10 150H460V610H620V-10H-10Z', WALL) +
      line('M-10 150H460V610', t.ln, 3),
    (t) =>
      `<defs>${SH}</defs>` +
      plain() +
      shadow(300, 470, 220, 20) +
      folded(t, 130, 380, 300, 70) +
      folded(t, 150, 310, 270, 70, t.hi) +
      line('M160 302L200 268M396 302L436 268', t.lo, 2, ' stroke-dasharray="6 5"'),
  ],
  hoeslaken: [
    (t) =>
      `<defs>${SH}</defs>` +
      room() +
      shadow(300, 514, 250, 20) +
      outline(t, box(90, 360, 340, 120, 90, 100, SHEET, SHEET, SHEET_LO) + box(90, 360, 340, 86, 90, 100, t.f, t.f, t.lo)) +
      line('M90 446Q110 452 130 444T170 448T210 444T250 448T290 444T330 448T370 444T430 446L520 346', t.lo2, 3) +
      line('M420 440L446 420M405 446L422 426M436 420L456 404', t.lo2, 2) +
      path('M90 360H430L520 260H180Z', 'url(#sh)'),
    (t) =>
      `<defs>${weave(t)}<pattern id="el" width="16" height="60" patternUnits="userSpaceOnUse"><path d="M4 0Q12 30 4 60" fill="none" stroke="${t.lo2}" stroke-width="3"/></pattern></defs>` +
      swatch(t) +
      path('M-10 420Q300 380 610 420V610H-10Z', t.lo) +
      path('M-10 420Q300 380 610 420V480Q300 440-10 480Z', 'url(#el)') +
      path('M-10 480Q300 440 610 480V610H-10Z', SHEET_LO),
    (t) =>
      `<defs>${SH}</defs>` +
      plain() +
      shadow(300, 480, 230, 20) +
      folded(t, 120, 400, 320, 60) +
      folded(t, 120, 340, 320, 60) +
      folded(t, 140, 280, 290, 60, t.hi),
  ],
  molton: [
    (t) =>
      `<defs>${SH}<pattern id="dq" width="40" height="40" patternUnits="userSpaceOnUse" patternTransform="skewX(-40)"><path d="M0 20L20 0L40 20L20 40Z" fill="none" stroke="${t.lo}" stroke-width="2" stroke-dasharray="4 3"/></pattern></defs>` +
      room() +
      shadow(300, 514, 250, 20) +
      outline(t, box(90, 360, 340, 120, 90, 100, SHEET, SHEET, SHEET_LO) + box(90, 360, 340, 50, 90, 100, t.hi, t.f, t.lo)) +
      path('M90 360H430L520 260H180Z', 'url(#dq)') +
      line('M96 416H140M380 416H424M430 404L470 360', t.lo2, 10, ' stroke-linecap="round"'),
    (t) =>
      `<defs><radialGradient id="pf"><stop offset=".2" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#000" stop-opacity=".15"/></radialGradient><pattern id="dm" width="100" height="100" patternUnits="userSpaceOnUse"><path d="M50 2L98 50L50 98L2 50Z" fill="url(#pf)" stroke="${t.lo2}" stroke-width="3" stroke-dasharray="7 5"/></pattern></defs>` +
      rect(0, 0, 600, 600, t.f) +
      rect(0, 0, 600, 600, 'url(#dm)'),
    (t) =>
      `<defs>${SH}<pattern id="dq" width="30" height="30" patternUnits="userSpaceOnUse" patternTransform="skewX(-40)"><path d="M0 15L15 0L30 15L15 30Z" fill="none" stroke="${t.lo}" stroke-width="2"/></pattern></defs>` +
      plain() +
      shadow(300, 480, 230, 20) +
      folded(t, 120, 400, 320, 60) +
      folded(t, 140, 330, 290, 70, 'url(#dq)'),
  ],
  topper: [
    (t) =>
      `<defs>${SH}</defs>` +
      room() +
      shadow(300, 500, 270, 20) +
      outline({ ...t, ln: '#a89a88' }, box(70, 410, 380, 76, 100, 110, '#ece6dc', '#e2d9cb', '#cfc4b3')) +
      outline(t, box(70, 370, 380, 40, 100, 110, t.f, t.f, t.lo) + rect(70, 370, 380, 40, 'url(#sh)')) +
      path('M70 370H450L550 260H170Z', 'url(#sh)') +
      line('M76 390H444L544 280', t.lo2, 3, ' stroke-dasharray="4 3"') +
      line('M150 352L230 270M260 352L340 270M370 352L450 270', t.lo, 2, ' opacity=".5"'),
    (t) =>
      `<defs><pattern id="fc" width="26" height="26" patternUnits="userSpaceOnUse"><circle cx="8" cy="8" r="5" fill="#e6d6a8"/><circle cx="21" cy="19" r="4" fill="#e6d6a8"/></pattern></defs>` +
      plain() +
      outline(
        t,
        path('M40 120H560V200H40Z', t.f) +
          rect(40, 200, 520, 220, '#f3e8c6') +
          rect(40, 200, 520, 220, 'url(#fc)') +
          path('M40 420H560V490H40Z', t.f),
      ) +
      line('M40 160H560M40 455H560', t.hi, 3, ' stroke-dasharray="5 4"') +
      line('M40 305H560', '#d8c48e', 3) +
      line('M30 490H570', METAL, 8, ' stroke-dasharray="3 3"'),
    (t) =>
      `<defs>${SHX}</defs>` +
      plain() +
      shadow(330, 470, 250, 22) +
      outline(
        t,
        rect(180, 200, 320, 250, t.f) +
          rect(180, 200, 320, 250, 'url(#sx)') +
          `<ellipse cx="500" cy="325" rx="40" ry="125" fill="${t.lo}"/><ellipse cx="180" cy="325" rx="70" ry="125" fill="${t.hi}"/>`,
      ) +
      line('M180 325m-10 0a16 20 0 1 1 30 0a32 44 0 1 1-60 0a46 66 0 1 1 90 0a60 90 0 1 1-120 4', t.lo, 4) +
      rect(290, 196, 26, 258, t.lo2, ' rx="6"') +
      rect(400, 196, 26, 258, t.lo2, ' rx="6"'),
  ],
  matras: [
    (t) =>
      `<defs>${SH}<pattern id="dq" width="36" height="36" patternUnits="userSpaceOnUse" patternTransform="skewX(-42)"><path d="M0 18L18 0L36 18L18 36Z" fill="none" stroke="${t.lo}" stroke-width="2"/></pattern></defs>` +
      room() +
      shadow(300, 510, 270, 20) +
      outline(
        t,
        box(70, 340, 390, 130, 100, 110, t.f, t.f, t.lo) + rect(70, 364, 390, 80, t.hi) + path('M460 364L560 254V334L460 444Z', t.f),
      ) +
      path('M70 340H460L560 230H170Z', 'url(#dq)') +
      path('M70 340H460L560 230H170Z', 'url(#sh)') +
      line('M70 364H460L560 254M70 444H460L560 334', t.lo2, 4) +
      rect(150, 392, 54, 14, t.lo2, ' rx="7"') +
      rect(326, 392, 54, 14, t.lo2, ' rx="7"'),
    (t) =>
      `<defs><pattern id="sp" width="60" height="200" patternUnits="userSpaceOnUse"><rect x="3" y="2" width="54" height="196" rx="12" fill="#efe8da" stroke="#cfc4b0" stroke-width="2"/><path d="M14 24L46 44L14 64L46 84L14 104L46 124L14 144L46 164L14 184" fill="none" stroke="${METAL}" stroke-width="5"/></pattern></defs>` +
      plain() +
      outline(
        t,
        rect(20, 60, 560, 70, t.f) +
          rect(20, 130, 560, 60, '#f3e6bd') +
          rect(20, 190, 560, 200, 'url(#sp)') +
          rect(20, 390, 560, 50, '#f3e6bd') +
          rect(20, 440, 560, 70, t.f),
      ) +
      line('M20 90H580M20 478H580', t.hi, 3, ' stroke-dasharray="5 4"') +
      line('M20 60V510M580 60V510', t.lo2, 8),
    (t) =>
      `<defs>${SH}</defs>` +
      room() +
      shadow(300, 500, 270, 20) +
      outline(
        t,
        box(160, 330, 380, 130, -110, 90, t.f, t.f, t.lo) + rect(160, 354, 380, 80, t.hi) + path('M160 354L50 264V344L160 434Z', t.f),
      ) +
      path('M160 330H540L430 240H50Z', 'url(#sh)') +
      line('M540 354H160L50 264M540 434H160L50 344', t.lo2, 4) +
      rect(320, 386, 60, 14, t.lo2, ' rx="7"'),
  ],
  boxspring: [
    (t) =>
      `<defs>${SH}</defs>` +
      room() +
      shadow(300, 534, 260, 16) +
      outline(
        t,
        rect(110, 96, 380, 230, t.f, ' rx="10"') +
          path('M150 300H450L510 362H90Z', SHEET) +
          path(pillowPath(168, 262, 292, 318, 10), SHEET) +
          path(pillowPath(308, 262, 432, 318, 10), SHEET) +
          rect(90, 362, 420, 18, t.hi, ' rx="6"') +
          rect(90, 380, 420, 52, t.f) +
          rect(90, 432, 420, 72, t.lo) +
          rect(104, 504, 20, 26, '#3b3430') +
          rect(476, 504, 20, 26, '#3b3430'),
      ) +
      line('M158 100V296M206 100V296M254 100V296M302 100V296M350 100V296M398 100V296M446 100V296', t.lo, 3) +
      rect(110, 96, 380, 230, 'url(#sh)', ' rx="10"') +
      line('M90 406H510', t.lo2, 2, ' stroke-dasharray="6 5"'),
    (t) =>
      `<defs><radialGradient id="pf"><stop offset=".2" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#000" stop-opacity=".25"/></radialGradient><pattern id="tf" width="120" height="120" patternUnits="userSpaceOnUse"><path d="M60 0L120 60L60 120L0 60Z" fill="url(#pf)" stroke="${t.lo2}" stroke-width="2"/><circle cx="60" cy="0" r="7" fill="${t.lo2}"/><circle cx="0" cy="60" r="7" fill="${t.lo2}"/><circle cx="120" cy="60" r="7" fill="${t.lo2}"/><circle cx="60" cy="120" r="7" fill="${t.lo2}"/></pattern></defs>` +
      rect(0, 0, 600, 600, t.f) +
      rect(0, 0, 600, 600, 'url(#tf)') +
      rect(0, 540, 600, 60, t.lo) +
      line('M0 542H600', t.hi, 8),
    (t) =>
      `<defs>${SH}</defs>` +
      room() +
      shadow(310, 508, 260, 14) +
      outline(
        t,
        rect(60, 130, 44, 360, t.f, ' rx="8"') +
          rect(104, 400, 440, 88, t.lo) +
          rect(104, 334, 440, 66, t.f, ' rx="8"') +
          rect(104, 310, 440, 26, t.hi, ' rx="10"') +
          path(pillowPath(116, 262, 206, 310, 10), SHEET) +
          rect(118, 488, 18, 20, '#3b3430') +
          rect(512, 488, 18, 20, '#3b3430'),
      ) +
      line('M104 367H544', t.lo2, 2, ' stroke-dasharray="6 5"') +
      rect(60, 130, 44, 360, 'url(#sh)', ' rx="8"'),
  ],
  bed: [
    (t) =>
      bedScene({
        head: t.f,
        headLo: t.lo2,
        base: t.f,
        baseLo: t.lo2,
        duvet: SHEET,
        duvetLo: SHEET_LO,
        duvetHi: '#ffffff',
        pil: '#f1ece3',
        pilLo: SHEET_LO,
        ln: mix(t.c, '#000000', 0.35),
      }),
    (t) =>
      `<defs><pattern id="wg" width="300" height="60" patternUnits="userSpaceOnUse"><path d="M0 12C60 2 120 22 180 10S280 6 300 12M0 34C80 24 150 46 220 30S290 30 300 34M0 52C50 46 110 58 170 50S260 48 300 52" fill="none" stroke="${t.lo}" stroke-width="2" opacity=".7"/><path d="M0 22C70 16 140 30 210 20S290 18 300 22" fill="none" stroke="${t.hi}" stroke-width="2" opacity=".6"/></pattern></defs>` +
      rect(0, 0, 600, 600, t.f) +
      rect(0, 0, 600, 600, 'url(#wg)') +
      outline(t, rect(-10, 330, 620, 280, t.lo) + rect(-10, 330, 620, 280, 'url(#wg)'), 3) +
      line('M-10 336H610', t.hi, 4) +
      `<ellipse cx="460" cy="170" rx="40" ry="16" fill="${t.lo}" opacity=".6"/>`,
    (t) =>
      room() +
      shadow(300, 500, 270, 20) +
      outline(
        t,
        path('M80 460H440L540 350H180Z', t.f) +
          path('M110 444H420L500 366H190Z', '#e8d4ad') +
          path('M440 460L540 350V380L440 490Z', t.lo) +
          rect(80, 460, 360, 30, t.f) +
          rect(150, 170, 420, 150, t.f, ' rx="16"') +
          rect(150, 310, 26, 60, t.lo) +
          rect(544, 310, 26, 60, t.lo) +
          rect(90, 490, 20, 26, t.lo2) +
          rect(410, 490, 20, 26, t.lo2),
      ) +
      line('M140 436H420M160 420H440M178 404H456M196 388H472M212 374H486', '#b9996a', 5),
  ],
  vloerkleed: [
    (t) =>
      `<defs><pattern id="rz" width="60" height="40" patternUnits="userSpaceOnUse"><path d="M0 40L30 0L60 40" fill="none" stroke="${t.lo}" stroke-width="6"/></pattern></defs>` +
      room(300) +
      outline(t, path('M140 320H460L560 520H40Z', t.f)) +
      path('M172 340H428L510 500H90Z', 'none', ` stroke="${t.hi}" stroke-width="10"`) +
      path('M220 370H380L440 470H160Z', 'url(#rz)') +
      path('M300 372L376 420L300 468L224 420Z', t.lo2) +
      path('M300 392L344 420L300 448L256 420Z', t.hi) +
      line('M40 528H560M140 312H460', t.lo, 10, ' stroke-dasharray="2 5"'),
    (t) =>
      `<defs><pattern id="pl" width="6" height="6" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="1.5" fill="#000" opacity=".18"/></pattern></defs>` +
      rect(0, 0, 600, 600, t.f) +
      path('M0 200L100 100L200 200L300 100L400 200L500 100L600 200V300L500 200L400 300L300 200L200 300L100 200L0 300Z', t.lo2) +
      path('M0 380L100 300L200 380L300 300L400 380L500 300L600 380V420L500 340L400 420L300 340L200 420L100 340L0 420Z', t.hi) +
      rect(0, 480, 600, 50, t.lo) +
      rect(0, 0, 600, 600, 'url(#pl)') +
      line('M0 560H600', '#f3ead6', 40, ' stroke-dasharray="3 6"'),
    (t) =>
      `<defs>${SH}</defs>` +
      room(300) +
      shadow(300, 512, 280, 16) +
      outline(t, path('M110 350H490L560 500H40Z', t.f)) +
      path('M140 372H462L516 482H84Z', 'none', ` stroke="${t.hi}" stroke-width="8"`) +
      path('M300 392L380 436L300 480L220 436Z', t.lo2) +
      path('M300 412L344 436L300 460L256 436Z', t.hi) +
      line('M40 508H560', t.lo, 10, ' stroke-dasharray="2 5"') +
      outline(
        t,
        rect(90, 290, 420, 76, t.f, ' rx="36"') +
          rect(90, 290, 420, 76, 'url(#sh)', ' rx="36"') +
          `<ellipse cx="490" cy="328" rx="22" ry="38" fill="${t.lo}"/>`,
      ) +
      line('M490 328m-3 0a5 8 0 1 1 7 0a10 16 0 1 1-14 0a15 24 0 1 1 21 0a18 30 0 1 1-24 4', t.lo2, 3),
  ],
  gordijn: [
    (t) =>
      `<defs>${SHX}<pattern id="pg" width="40" height="10" patternUnits="userSpaceOnUse"><rect width="40" height="10" fill="url(#sx)"/></pattern></defs>` +
      room(520) +
      outline(t, rect(180, 130, 240, 330, '#dfeaf2') + line('M300 130V460M180 290H420', '#ffffff', 10)) +
      rect(176, 456, 248, 14, '#fff') +
      line('M40 96H560', '#5d5147', 8, ' stroke-linecap="round"') +
      outline(
        t,
        path('M50 100H250Q256 300 236 540H40Q60 300 50 100Z', t.f) + path('M350 100H550Q540 300 560 540H364Q344 300 350 100Z', t.f),
      ) +
      path('M50 100H250Q256 300 236 540H40Q60 300 50 100Z', 'url(#pg)') +
      path('M350 100H550Q540 300 560 540H364Q344 300 350 100Z', 'url(#pg)') +
      line('M60 96H240M360 96H540', '#5d5147', 6, ' stroke-dasharray="6 34"'),
    (t) =>
      `<defs>${SHX}<pattern id="pg" width="100" height="10" patternUnits="userSpaceOnUse"><rect width="100" height="10" fill="url(#sx)"/></pattern>${weave(t, 10)}</defs>` +
      rect(0, 0, 600, 600, t.f) +
      rect(0, 0, 600, 600, 'url(#tx)') +
      rect(0, 100, 600, 500, 'url(#pg)') +
      rect(0, 0, 600, 100, WALL) +
      line('M-10 70H610', '#5d5147', 22) +
      [50, 150, 250, 350, 450, 550]
        .map((x) => `<circle cx="${x}" cy="80" r="30" fill="none" stroke="#b58e4a" stroke-width="8"/>`)
        .join('') +
      rect(0, 104, 600, 36, t.lo, ' opacity=".5"'),
    (t) =>
      `<defs>${SHX}<pattern id="pg" width="40" height="10" patternUnits="userSpaceOnUse"><rect width="40" height="10" fill="url(#sx)"/></pattern></defs>` +
      room(520) +
      outline(t, rect(260, 130, 260, 330, '#dfeaf2')) +
      line('M390 130V460M260 290H520', '#fff', 10) +
      line('M40 96H560', '#5d5147', 8, ' stroke-linecap="round"') +
      outline(t, path('M60 100H330Q320 200 220 350Q250 440 290 540H60Q70 300 60 100Z', t.f)) +
      path('M60 100H330Q320 200 220 350Q250 440 290 540H60Q70 300 60 100Z', 'url(#pg)') +
      outline(t, path('M190 334Q230 340 250 352L244 374Q220 362 184 358Z', t.lo2)),
  ],
  meubel: [
    (t) =>
      `<defs>${SH}</defs>` +
      room() +
      shadow(330, 496, 160, 16) +
      outline(
        t,
        box(190, 270, 200, 190, 70, 56, t.hi, t.f, t.lo) +
          rect(206, 290, 168, 70, t.f) +
          rect(206, 372, 168, 70, t.f) +
          rect(200, 460, 14, 40, t.lo2) +
          rect(366, 460, 14, 40, t.lo2) +
          path('M446 404L458 394V434L446 444Z', t.lo2),
      ) +
      `<circle cx="290" cy="325" r="8" fill="#c8a45a"/><circle cx="290" cy="407" r="8" fill="#c8a45a"/>` +
      outline(t, box(250, 250, 110, 20, 30, 24, '#e9e2d6', '#8aa0b8', '#6f849b')),
    (t) =>
      `<defs><pattern id="wg" width="300" height="60" patternUnits="userSpaceOnUse"><path d="M0 12C60 2 120 22 180 10S280 6 300 12M0 34C80 24 150 46 220 30S290 30 300 34M0 52C50 46 110 58 170 50S260 48 300 52" fill="none" stroke="${t.lo}" stroke-width="2" opacity=".6"/></pattern></defs>` +
      rect(0, 0, 600, 600, t.f) +
      rect(0, 0, 600, 600, 'url(#wg)') +
      outline(t, rect(60, 140, 480, 320, t.f, ' rx="6"') + rect(60, 140, 480, 320, 'url(#wg)', ' rx="6"'), 4) +
      line('M62 142H538', t.hi, 6) +
      `<circle cx="300" cy="300" r="40" fill="#c8a45a"/><circle cx="288" cy="288" r="14" fill="#f3dc9a"/>`,
    (t) =>
      room() +
      shadow(300, 500, 150, 14) +
      outline(
        t,
        rect(180, 250, 240, 220, t.f) +
          rect(200, 360, 200, 90, t.f) +
          rect(168, 330, 264, 40, t.lo) +
          rect(176, 290, 248, 60, t.hi) +
          rect(192, 470, 16, 34, t.lo2) +
          rect(392, 470, 16, 34, t.lo2),
      ) +
      `<circle cx="300" cy="320" r="9" fill="#c8a45a"/><circle cx="300" cy="405" r="9" fill="#c8a45a"/>`,
  ],
  badtextiel: [
    (t) =>
      `<defs>${SH}<pattern id="tx" width="10" height="10" patternUnits="userSpaceOnUse"><circle cx="5" cy="5" r="2.5" fill="none" stroke="${t.lo}" stroke-opacity=".6"/></pattern></defs>` +
      room(500) +
      outline(t, path('M170 130H450V450H170Z', t.lo) + path('M150 130H430V500H150Z', t.f)) +
      rect(150, 130, 280, 370, 'url(#tx)') +
      rect(150, 130, 280, 370, 'url(#sh)') +
      rect(150, 420, 280, 30, t.hi) +
      line('M150 426H430M150 444H430', t.lo2, 2) +
      line('M110 130H490', METAL, 14, ' stroke-linecap="round"') +
      rect(100, 100, 16, 44, METAL, ' rx="6"') +
      rect(484, 100, 16, 44, METAL, ' rx="6"'),
    (t) =>
      `<defs><pattern id="tx" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="7" cy="7" r="4" fill="none" stroke="${t.lo}" stroke-width="2"/><circle cx="0" cy="0" r="4" fill="none" stroke="${t.hi}" stroke-width="2"/><circle cx="14" cy="14" r="4" fill="none" stroke="${t.hi}" stroke-width="2"/></pattern></defs>` +
      swatch(t) +
      rect(0, 400, 600, 90, t.lo) +
      line('M0 412H600M0 478H600', t.hi, 4) +
      line('M0 445H600', t.hi, 16, ' stroke-dasharray="10 10"'),
    (t) =>
      `<defs>${SH}</defs>` +
      plain() +
      shadow(300, 500, 220, 20) +
      folded(t, 140, 410, 280, 80) +
      folded(t, 150, 330, 260, 80) +
      folded(t, 160, 250, 240, 80) +
      [420, 340, 260]
        .map((y) =>
          rect(y === 420 ? 140 : y === 340 ? 150 : 160, y + 44, y === 420 ? 280 : y === 340 ? 260 : 240, 12, t.hi, ' opacity=".8"'),
        )
        .join(''),
  ],
  plaid: [
    (t) =>
      `<defs>${SH}<pattern id="ck" width="60" height="60" patternUnits="userSpaceOnUse"><path d="M0 30H60M30 0V60" stroke="${t.lo2}" stroke-width="8" opacity=".55"/><path d="M0 8H60M8 0V60" stroke="${t.hi}" stroke-width="3" opacity=".7"/></pattern></defs>` +
      room() +
      `<g stroke="#9b8f82" stroke-width="2"><rect x="80" y="210" width="440" height="170" rx="34" fill="#cbbfae"/><rect x="96" y="350" width="408" height="90" rx="18" fill="#d9cdbd"/><rect x="50" y="300" width="80" height="160" rx="30" fill="#c2b5a3"/><rect x="470" y="300" width="80" height="160" rx="30" fill="#c2b5a3"/></g>` +
      rect(90, 460, 16, 30, '#6d5a48') +
      rect(494, 460, 16, 30, '#6d5a48') +
      outline(t, path('M300 206Q380 196 440 210L452 360Q470 430 460 496H290Q300 430 280 360Z', t.f)) +
      path('M300 206Q380 196 440 210L452 360Q470 430 460 496H290Q300 430 280 360Z', 'url(#ck)') +
      line('M296 500H456', t.lo2, 18, ' stroke-dasharray="2 6"') +
      line('M282 360Q370 350 452 360', t.lo, 4),
    (t) =>
      `<defs><pattern id="kn" width="40" height="30" patternUnits="userSpaceOnUse"><path d="M2 2L20 26L38 2" fill="none" stroke="${t.lo}" stroke-width="6" stroke-linecap="round"/><path d="M6 4L20 22L34 4" fill="none" stroke="${t.hi}" stroke-width="2"/></pattern></defs>` +
      rect(0, 0, 600, 600, t.f) +
      rect(0, 0, 600, 520, 'url(#kn)') +
      rect(0, 500, 600, 100, WALL) +
      line('M10 500V580', t.lo2, 10, ' stroke-dasharray="10 0"') +
      line('M0 540H600', t.f, 80, ' stroke-dasharray="6 10"'),
    (t) =>
      `<defs>${SH}<pattern id="ck" width="50" height="50" patternUnits="userSpaceOnUse"><path d="M0 25H50M25 0V50" stroke="${t.lo2}" stroke-width="7" opacity=".55"/></pattern></defs>` +
      plain() +
      shadow(300, 480, 220, 20) +
      folded(t, 130, 370, 300, 90, 'url(#ck)') +
      folded(t, 130, 280, 300, 90, 'url(#ck)') +
      rect(130, 280, 300, 180, 'url(#ck)') +
      line(
        'M140 462V500M160 462V500M180 462V500M200 462V500M220 462V500M240 462V500M260 462V500M280 462V500M300 462V500M320 462V500M340 462V500M360 462V500M380 462V500M400 462V500M420 462V500',
        t.lo,
        4,
        ' stroke-linecap="round"',
      ),
  ],
  verlichting: [
    (t) =>
      `<defs>${SH}<radialGradient id="gl"><stop offset="0" stop-color="#ffe7a0" stop-opacity=".9"/><stop offset="1" stop-color="#ffe7a0" stop-opacity="0"/></radialGradient></defs>` +
      room(480) +
      `<circle cx="300" cy="260" r="230" fill="url(#gl)"/>` +
      shadow(300, 500, 110, 12) +
      line('M300 330V420', '#b58e4a', 10) +
      outline(t, path('M300 404C220 404 220 500 270 500H330C380 500 380 404 300 404Z', t.lo) + path('M210 140H390L450 330H150Z', t.f)) +
      path('M210 140H390L450 330H150Z', 'url(#sh)') +
      path('M160 330H440L420 346H180Z', '#ffe7a0', ' opacity=".9"'),
    (t) =>
      `<defs>${weave(t)}<radialGradient id="gl" cy="1"><stop offset="0" stop-color="#fff3c4"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></radialGradient></defs>` +
      plain() +
      `<circle cx="300" cy="560" r="300" fill="url(#gl)"/>` +
      outline(t, path('M60 -10H540L640 420H-40Z', t.f)) +
      path('M60 -10H540L640 420H-40Z', 'url(#tx)') +
      path('M-40 420H640', 'none', ` stroke="${t.lo2}" stroke-width="16"`) +
      `<circle cx="300" cy="480" r="50" fill="#fff8dc" stroke="#e8d38f" stroke-width="4"/>` +
      path('M-40 380H640V420H-40Z', '#fff', ' opacity=".25"'),
    (t) =>
      `<defs><radialGradient id="gl" cy="0"><stop offset="0" stop-color="#ffe7a0" stop-opacity=".9"/><stop offset="1" stop-color="#ffe7a0" stop-opacity="0"/></radialGradient><linearGradient id="sh" x1="0" x2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset="1" stop-color="#000" stop-opacity=".25"/></linearGradient></defs>` +
      plain() +
      path('M180 330H420L560 600H40Z', 'url(#gl)') +
      line('M300 0V170', '#3b3430', 4) +
      outline(t, path('M300 170C190 170 150 260 140 330H460C450 260 410 170 300 170Z', t.f) + rect(282, 160, 36, 20, t.lo2)) +
      path('M300 170C190 170 150 260 140 330H460C450 260 410 170 300 170Z', 'url(#sh)') +
      `<ellipse cx="300" cy="330" rx="160" ry="16" fill="${t.lo2}"/><circle cx="300" cy="334" r="26" fill="#fff6d2"/>`,
  ],
  tuin: [
    (t) =>
      `<rect width="600" height="600" fill="#f4efe2"/><rect y="420" width="600" height="180" fill="#cdd8b0"/>` +
      shadow(300, 480, 260, 18) +
      line('M80 420L120 470M460 420L500 470M80 420H500M120 470H500', '#8f6a45', 14, ' stroke-linecap="round"') +
      line('M120 410L70 230', '#8f6a45', 14, ' stroke-linecap="round"') +
      outline(t, path('M76 380Q90 400 120 400H520Q540 400 540 380V360Q540 350 520 350H180L122 210Q110 190 90 200Q66 210 74 240Z', t.f)) +
      path('M76 380Q90 400 120 400H520Q540 400 540 380V360Q540 350 520 350H180L122 210Q110 190 90 200Q66 210 74 240Z', 'url(#sh)') +
      line('M136 356L98 250M240 352V398M330 352V398M420 352V398', t.lo, 3) +
      `<defs>${SH}</defs>`,
    (t) =>
      `<defs><pattern id="st" width="120" height="10" patternUnits="userSpaceOnUse"><rect width="40" height="10" fill="${t.hi}"/><rect x="60" width="10" height="10" fill="${t.lo}"/></pattern>${weave(t, 6)}</defs>` +
      `<g transform="rotate(-12 300 300)">` +
      rect(-100, -100, 800, 800, t.f) +
      rect(-100, -100, 800, 800, 'url(#st)') +
      rect(-100, -100, 800, 800, 'url(#tx)') +
      '</g>' +
      path('M-10 470Q300 420 610 470V610H-10Z', WALL) +
      line('M-10 470Q300 420 610 470', t.lo2, 18, ' stroke-linecap="round"'),
    (t) =>
      `<defs>${SH}</defs><rect width="600" height="600" fill="#f4efe2"/><rect y="460" width="600" height="140" fill="#cdd8b0"/>` +
      shadow(300, 510, 230, 20) +
      line('M300 130V500', '#6d5a48', 10) +
      rect(250, 496, 100, 20, '#5d5147', ' rx="6"') +
      outline(
        t,
        path(
          'M300 110Q150 130 60 260Q110 240 150 262Q200 236 250 262Q300 236 350 262Q400 236 450 262Q490 240 540 260Q450 130 300 110Z',
          t.f,
        ),
      ) +
      path(
        'M300 110Q150 130 60 260Q110 240 150 262Q200 236 250 262Q300 236 350 262Q400 236 450 262Q490 240 540 260Q450 130 300 110Z',
        'url(#sh)',
      ) +
      line('M300 112L150 262M300 112L250 262M300 112L350 262M300 112L450 262', t.lo, 2),
  ],
  airco: [
    (t) =>
      `<defs>${SH}</defs>` +
      room() +
      shadow(300, 500, 140, 14) +
      line('M380 200C470 210 500 300 520 440', '#d9d4cc', 34, ' stroke-linecap="round"') +
      line('M380 200C470 210 500 300 520 440', '#b8b1a6', 34, ' stroke-dasharray="4 6"') +
      outline(
        t,
        rect(210, 120, 200, 370, t.f, ' rx="26"') +
          rect(236, 150, 148, 70, t.lo, ' rx="10"') +
          rect(256, 246, 108, 30, '#2c3340', ' rx="6"') +
          `<circle cx="240" cy="496" r="10" fill="#3b3430"/><circle cx="380" cy="496" r="10" fill="#3b3430"/>`,
      ) +
      rect(210, 120, 200, 370, 'url(#sh)', ' rx="26"') +
      line('M246 166H374M246 182H374M246 198H374', t.lo2, 4) +
      rect(268, 256, 24, 10, '#7fd0f0') +
      rect(300, 256, 14, 10, '#7fd0f0') +
      line('M150 170Q170 160 190 170T230 170M140 200Q160 190 180 200T220 200', '#6fb7dd', 5, ' stroke-linecap="round"'),
    (t) =>
      plain() +
      outline(t, rect(0, 0, 600, 360, t.f)) +
      line('M30 70H570M30 130H570M30 190H570M30 250H570M30 310H570', t.lo2, 14, ' stroke-linecap="round"') +
      line('M30 64H570M30 124H570M30 184H570M30 244H570M30 304H570', t.hi, 4, ' stroke-linecap="round"') +
      line(
        'M80 420Q140 390 200 420T320 420T440 420T560 420M120 480Q180 450 240 480T360 480T480 480M160 540Q220 510 280 540T400 540',
        '#6fb7dd',
        8,
        ' stroke-linecap="round"',
      ),
    (t) =>
      `<defs>${SH}</defs>` +
      plain() +
      outline(t, rect(90, 150, 420, 120, t.f, ' rx="22"') + rect(110, 236, 380, 22, t.lo2, ' rx="8"')) +
      rect(90, 150, 420, 120, 'url(#sh)', ' rx="22"') +
      `<circle cx="470" cy="190" r="6" fill="#7fd0f0"/>` +
      line(
        'M140 310Q180 290 220 310T300 310T380 310T460 310M180 360Q220 340 260 360T340 360T420 360M220 410Q260 390 300 410T380 410',
        '#6fb7dd',
        6,
        ' stroke-linecap="round"',
      ),
  ],
  klamboe: [
    (t) =>
      `<defs><pattern id="ms" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0 0L8 8M8 0L0 8" stroke="${t.lo2}" stroke-width=".8" opacity=".5"/></pattern></defs>` +
      room() +
      outline(
        { ...t, ln: '#8f7e6b' },
        rect(130, 360, 340, 110, SHEET) +
          rect(130, 440, 340, 50, WOOD) +
          pillow(t, 170, 340, 290, 380, 10, SHEET) +
          pillow(t, 310, 340, 430, 380, 10, SHEET),
      ) +
      line('M300 20V60', METAL, 4) +
      path('M300 60Q230 200 90 520Q300 560 510 520Q370 200 300 60Z', t.f, ' opacity=".35"') +
      path('M300 60Q230 200 90 520Q300 560 510 520Q370 200 300 60Z', 'url(#ms)') +
      line('M300 60Q260 300 200 534M300 60Q300 300 300 540M300 60Q340 300 400 534M300 60Q230 200 90 520M300 60Q370 200 510 520', t.lo, 3) +
      `<ellipse cx="300" cy="64" rx="30" ry="8" fill="none" stroke="${t.lo2}" stroke-width="4"/>`,
    (t) =>
      `<defs><pattern id="hx" width="24" height="14" patternUnits="userSpaceOnUse"><path d="M0 7L6 0H18L24 7L18 14H6Z" fill="none" stroke="${t.lo2}" stroke-width="2"/></pattern></defs>` +
      plain() +
      rect(0, 0, 600, 600, t.f, ' opacity=".3"') +
      rect(0, 0, 600, 600, 'url(#hx)') +
      line('M120 0Q160 300 100 600M320 0Q280 300 340 600M500 0Q540 300 480 600', t.lo, 30, ' opacity=".25"'),
    (t) =>
      `<defs><pattern id="ms" width="8" height="8" patternUnits="userSpaceOnUse"><path d="M0 0L8 8M8 0L0 8" stroke="${t.lo2}" stroke-width=".8" opacity=".5"/></pattern></defs>` +
      room() +
      rect(130, 380, 340, 90, SHEET, ' stroke="#8f7e6b" stroke-width="2"') +
      rect(130, 450, 340, 40, WOOD) +
      path('M110 120H490L520 520H80Z', t.f, ' opacity=".3"') +
      path('M110 120H490L520 520H80Z', 'url(#ms)') +
      outline(
        t,
        path('M110 120H490L520 520H80Z', 'none') + line('M110 120L80 520M490 120L520 520M230 120L210 520M370 120L390 520', t.lo, 2),
      ) +
      line('M110 70V120M490 70V120', METAL, 3) +
      rect(100, 112, 400, 12, t.lo),
  ],
  accessoire: [
    (t) =>
      `<defs>${SH}</defs>` +
      plain() +
      shadow(300, 430, 220, 18) +
      line('M110 300C60 160 540 160 490 300', t.lo2, 14) +
      outline(
        t,
        path(
          'M300 250C380 200 510 220 510 300C510 380 420 400 370 370C340 352 320 350 300 364C280 350 260 352 230 370C180 400 90 380 90 300C90 220 220 200 300 250Z',
          t.f,
        ),
      ) +
      path(
        'M300 250C380 200 510 220 510 300C510 380 420 400 370 370C340 352 320 350 300 364C280 350 260 352 230 370C180 400 90 380 90 300C90 220 220 200 300 250Z',
        'url(#sh)',
      ) +
      line('M150 250Q220 232 270 262M330 262Q380 232 450 250', '#fff', 6, ' opacity=".45" stroke-linecap="round"'),
    (t) =>
      `<defs><linearGradient id="st" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${t.lo}"/><stop offset=".4" stop-color="${t.hi}"/><stop offset=".6" stop-color="${t.c}"/><stop offset="1" stop-color="${t.lo2}"/></linearGradient></defs>` +
      rect(0, 0, 600, 600, t.f) +
      rect(0, 0, 600, 600, 'url(#st)', ' opacity=".8"') +
      path('M-10 200C150 100 300 300 610 160V240C300 380 160 170-10 280Z', '#fff', ' opacity=".3"') +
      path('M-10 420C200 330 380 520 610 400V450C380 580 200 390-10 480Z', '#fff', ' opacity=".22"') +
      line('M-10 560Q300 520 610 560', t.lo2, 24),
    (t) =>
      `<defs><pattern id="kn" width="30" height="24" patternUnits="userSpaceOnUse"><path d="M2 2L15 20L28 2" fill="none" stroke="${t.lo}" stroke-width="5" stroke-linecap="round"/></pattern></defs>` +
      plain() +
      shadow(300, 506, 160, 18) +
      outline(
        t,
        rect(270, 110, 60, 50, '#b58e4a', ' rx="8"') +
          path('M250 160H350V200Q460 220 460 330V460Q460 500 420 500H180Q140 500 140 460V330Q140 220 250 200Z', t.f),
      ) +
      path('M250 160H350V200Q460 220 460 330V460Q460 500 420 500H180Q140 500 140 460V330Q140 220 250 200Z', 'url(#kn)') +
      line('M250 200H350', t.lo2, 10) +
      path(
        'M300 420C250 380 240 330 275 325C290 323 298 335 300 345C302 335 310 323 325 325C360 330 350 380 300 420Z',
        t.hi,
        ` stroke="${t.ln}" stroke-width="2"`,
      ),
  ],
};

// ── public API ────────────────────────────────────────────────────────────────────────────────
const TYPE_SET = new Set<string>(PRODUCT_TYPES);

/** Document wrapper. Unique-enough ids are not needed: each illustration is its own document. */
function svgDoc(w: number, h: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"><title>${title}</title>${body}</svg>`;
}

export function renderProductSvg(type: string, colour: string, n: number): string | null {
  if (!TYPE_SET.has(type) || !Object.prototype.hasOwnProperty.call(COLOURS, colour)) return null;
  if (!Number.isInteger(n) || n < 1 || n > IMAGES_PER_PRODUCT) return null;
  const spec = COLOURS[colour as keyof typeof COLOURS];
  const t = tone(spec.hex, colour === 'multicolor');
  const scene = SCENES[type]![n - 1]!;
  return svgDoc(600, 600, titleFor(type, spec.title, n), (t.defs ? `<defs>${t.defs}</defs>` : '') + scene(t));
}

export function renderPromoSvg(slug: string, mobile: boolean): string | null {
  if (!(PROMO_SLUGS as readonly string[]).includes(slug)) return null;
  const [w, h] = mobile ? [800, 800] : [1600, 600];
  const promo = renderPromo(slug, w, h);
  if (!promo) return null;
  return svgDoc(w, h, promo.title, promo.body);
}
