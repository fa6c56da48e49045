// Generates the product images of the seed catalog as small, self-contained SVG files:
//   <slog>-1.svg  packshot (jar or box with the product name, the product's own colours)
//   <slog>-2.svg  capsules and botanicals close-up
//   <slog>-3.svg  lifestyle composition (table, glass of water, plants)
//   <slog>-4.svg  "key ingredients" label view
//   <slog>-ingredients.svg  the ingredients table per daily dose (read from the offers' `ingredients` in offers.json)
// Bundles get: -1 packages together, -2 lifestyle, -3 "what's in the bundle", and a combined ingredients table.
// Run: npx tsx apps/server/scripts/generate-images.ts
// No scripts, no external fonts or references; 800×800 viewBox; every file stays well under 15 kB.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { INGREDIENTS, SEED_OFFERS, type IngredientRow, type IngredientSheet } from '../src/db/seed/catalog/offers.ts';
import type { SeedOffer } from '../src/db/seed/catalog/types.ts';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'static', 'images', 'offers');
const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif';
const MAX_BYTES = 15 * 1024;

// ── Look of each product ──────────────────────────────────────────────────────────────────────

type Motif =
  | 'leaf'
  | 'berries'
  | 'flower'
  | 'citrus'
  | 'seed'
  | 'sprig'
  | 'drop'
  | 'grain'
  | 'root'
  | 'chestnut'
  | 'petal'
  | 'thread';

interface Look {
  form: 'jar' | 'box';
  main: string; // label / brand colour
  dark: string; // deep shade for text and lids
  light: string; // pale tint
  bg: [string, string]; // background gradient
  body: [string, string, string]; // jar body (edge, centre, edge) or box side
  labelText: string; // text colour on the label
  labelFill: [string, string];
  capsule: [string, string];
  tagline: string; // neutral words: read the same in both spellings
  highlights: string; // the main ingredients in a few words (bundle contents view)
  motifs: [Motif, Motif, Motif];
  motifColors: [string, string, string];
  lid?: [string, string]; // lid gradient (edge, centre) when not the product's dark/main colours
  key: [string, Motif][]; // rows shown on the "key ingredients" view, in order, with their icon
}

const LOOKS: Record<string, Look> = {
  'pure-fit': {
    form: 'jar',
    main: '#2f9e5b',
    dark: '#14532d',
    light: '#e3f4e8',
    bg: ['#f1faf3', '#d2eedb'],
    body: ['#d9dfdc', '#ffffff', '#cfd6d2'],
    labelText: '#ffffff',
    labelFill: ['#3bb36a', '#23844a'],
    capsule: ['#2f9e5b', '#f4f7f2'],
    tagline: 'VITKA LINIJA',
    highlights: 'Glukomanan · zeleni čaj · L-karnitin · krom',
    motifs: ['leaf', 'citrus', 'sprig'],
    motifColors: ['#4caf6e', '#8cc63f', '#8bc34a'],
    key: [
      ['Glukomanan', 'root'],
      ['Ekstrakt zelenog čaja', 'leaf'],
      ['L-karnitin tartarat', 'drop'],
      ['Krom', 'grain'],
    ],
  },
  'beauty-fem': {
    form: 'jar',
    main: '#d9738f',
    dark: '#7a2e48',
    light: '#fde9ef',
    bg: ['#fff5f8', '#f8d9e3'],
    body: ['#e6dde1', '#fffafc', '#d9ced3'],
    labelText: '#ffffff',
    labelFill: ['#e48aa3', '#c25d7b'],
    lid: ['#a8774f', '#ecc9a4'],
    capsule: ['#e48aa3', '#fbeef2'],
    tagline: 'KOLAGEN · KOŽA',
    highlights: 'Morski kolagen · hijaluronska kiselina · vitamin C',
    motifs: ['flower', 'drop', 'petal'],
    motifColors: ['#f2a7bb', '#9fd3f0', '#f7c6d3'],
    key: [
      ['Morski kolagen', 'petal'],
      ['Hijaluronska kiselina', 'drop'],
      ['Vitamin C', 'citrus'],
      ['Biotin', 'flower'],
    ],
  },
  'hairgrow-plus': {
    form: 'jar',
    main: '#c98a2c',
    dark: '#5a3510',
    light: '#fbefdb',
    bg: ['#fdf8ee', '#f3dfbd'],
    body: ['#5c3208', '#a8621a', '#4a2805'],
    labelText: '#5a3510',
    labelFill: ['#fff8ea', '#f3e2c2'],
    capsule: ['#c98a2c', '#f7e7c7'],
    tagline: 'KOSA · NOKTI',
    highlights: 'Biotin · cink · selen · L-cistein · proso',
    motifs: ['grain', 'sprig', 'leaf'],
    motifColors: ['#e0b25a', '#7c9a3d', '#a3b85a'],
    key: [
      ['Biotin', 'grain'],
      ['Cink', 'drop'],
      ['Selen', 'seed'],
      ['L-cistein', 'sprig'],
    ],
  },
  'cellu-lift': {
    form: 'jar',
    main: '#f2714f',
    dark: '#8a3018',
    light: '#ffebe3',
    bg: ['#fff6f1', '#fddccf'],
    body: ['#dcdcdc', '#ffffff', '#d2d2d2'],
    labelText: '#ffffff',
    labelFill: ['#f78a6b', '#de5a38'],
    capsule: ['#f2714f', '#ffe6dc'],
    tagline: 'ČVRSTA KOŽA',
    highlights: 'Centela azijska · OPC iz grožđa · bromelain',
    motifs: ['berries', 'leaf', 'citrus'],
    motifColors: ['#7b3f8c', '#6aa84f', '#f5b83d'],
    key: [
      ['Ekstrakt centele azijske', 'leaf'],
      ['Ekstrakt sjemenki grožđa', 'berries'],
      ['Bromelain', 'citrus'],
      ['Vitamin C', 'drop'],
    ],
  },
  'prosta-vital': {
    form: 'box',
    main: '#1d6fa5',
    dark: '#0c3553',
    light: '#e3eff8',
    bg: ['#f2f7fb', '#d3e4f1'],
    body: ['#155a88', '#1d6fa5', '#0f4a72'],
    labelText: '#ffffff',
    labelFill: ['#2a80b9', '#175d8c'],
    capsule: ['#1d6fa5', '#eaf2f8'],
    tagline: 'ZA MUŠKARCE 40+',
    highlights: 'Patuljasta palma · bundeva · kopriva · cink',
    motifs: ['seed', 'leaf', 'sprig'],
    motifColors: ['#a7b86a', '#3f7d4e', '#6b8f3a'],
    key: [
      ['Ekstrakt patuljaste palme', 'sprig'],
      ['Ekstrakt sjemenki bundeve', 'seed'],
      ['Ekstrakt korijena koprive', 'leaf'],
      ['Cink', 'drop'],
    ],
  },
  'alpha-potent': {
    form: 'box',
    main: '#e4572e',
    dark: '#16181d',
    light: '#f5e6df',
    bg: ['#f4f1ee', '#dcd5cf'],
    body: ['#0d0f12', '#262a31', '#0a0b0d'],
    labelText: '#ffffff',
    labelFill: ['#2b2f36', '#15171b'],
    capsule: ['#e4572e', '#2b2f36'],
    tagline: 'MUŠKA VITALNOST',
    highlights: 'Maka · tribulus · ženšen · L-arginin · cink',
    motifs: ['root', 'leaf', 'seed'],
    motifColors: ['#c9a66b', '#5d8a3c', '#8a5a2b'],
    key: [
      ['Ekstrakt korijena make', 'root'],
      ['L-arginin', 'drop'],
      ['Ekstrakt tribulusa', 'leaf'],
      ['Cink', 'grain'],
    ],
  },
  'hemo-calm': {
    form: 'box',
    main: '#4f63c2',
    dark: '#222d6b',
    light: '#e8ebfa',
    bg: ['#f4f5fc', '#d9def5'],
    body: ['#3d4fa8', '#4f63c2', '#33448f'],
    labelText: '#ffffff',
    labelFill: ['#6174d0', '#3f52ad'],
    capsule: ['#4f63c2', '#e7eafb'],
    tagline: 'VENE · UDOBNOST',
    highlights: 'Diosmin · hesperidin · divlji kesten · veprina',
    motifs: ['chestnut', 'citrus', 'leaf'],
    motifColors: ['#8a4b22', '#f4a52c', '#5b9a4a'],
    key: [
      ['Diosmin', 'citrus'],
      ['Ekstrakt divljeg kestena', 'chestnut'],
      ['Ekstrakt veprine', 'leaf'],
      ['Vitamin C', 'drop'],
    ],
  },
  libido: {
    form: 'jar',
    main: '#c2185b',
    dark: '#5e0c2e',
    light: '#fce4ec',
    bg: ['#fff3f7', '#f6cfdd'],
    body: ['#dedede', '#ffffff', '#d4d4d4'],
    labelText: '#ffffff',
    labelFill: ['#d81b60', '#a3134c'],
    capsule: ['#c2185b', '#f8bbd0'],
    tagline: 'ŽENSKA ENERGIJA',
    highlights: 'Maka · damiana · šafran · ašvaganda · B6',
    motifs: ['flower', 'thread', 'petal'],
    motifColors: ['#e91e63', '#e65100', '#f48fb1'],
    key: [
      ['Ekstrakt korijena make', 'root'],
      ['Ekstrakt damiane', 'flower'],
      ['Ekstrakt šafrana', 'thread'],
      ['Vitamin B6', 'drop'],
    ],
  },
  'digest-detox': {
    form: 'jar',
    main: '#17998f',
    dark: '#0a4f4a',
    light: '#e0f4f2',
    bg: ['#f0faf9', '#cdeeea'],
    body: ['#dcdcdc', '#ffffff', '#d0d0d0'],
    labelText: '#ffffff',
    labelFill: ['#22aea3', '#11827a'],
    capsule: ['#17998f', '#f0f7f6'],
    tagline: 'JETRA · LAKOĆA',
    highlights: 'Sikavica · artičoka · đumbir · inulin · kolin',
    motifs: ['leaf', 'root', 'flower'],
    motifColors: ['#3f9b5a', '#d9a441', '#f6c928'],
    key: [
      ['Ekstrakt sikavice', 'flower'],
      ['Ekstrakt artičoke', 'leaf'],
      ['Ekstrakt đumbira', 'root'],
      ['Kolin', 'drop'],
    ],
  },
  'fem-balance': {
    form: 'jar',
    main: '#8b6bc8',
    dark: '#43307a',
    light: '#efe9fa',
    bg: ['#f8f5fd', '#e2d8f4'],
    body: ['#d9cdef', '#f7f3fd', '#cbbde6'],
    labelText: '#ffffff',
    labelFill: ['#9b7dd4', '#7656b3'],
    capsule: ['#8b6bc8', '#f1ecfa'],
    tagline: 'ŽENSKI CIKLUS',
    highlights: 'Konopljika · vrkuta · matičnjak · magnezij · B6',
    motifs: ['sprig', 'flower', 'leaf'],
    motifColors: ['#9575cd', '#f3e5f5', '#6a9f58'],
    key: [
      ['Ekstrakt ploda konopljike', 'sprig'],
      ['Ekstrakt vrkute', 'leaf'],
      ['Magnezij', 'grain'],
      ['Vitamin B6', 'drop'],
    ],
  },
};

// ── Small helpers ────────────────────────────────────────────────────────────────────────────

const esc = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const r1 = (n: number): string => String(Math.round(n * 10) / 10);

/** A rough width of a string in the UI font (bold ≈ 0.6 em per character). */
const textWidth = (s: string, size: number, bold = true): number => s.length * size * (bold ? 0.6 : 0.54);
const fit = (s: string, max: number, width: number, bold = true): number =>
  Math.min(max, Math.floor(width / (s.length * (bold ? 0.6 : 0.54))));

function svg(defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800" font-family="${FONT}">` +
    `<defs>${defs}</defs>${body}</svg>\n`
  );
}

function linear(id: string, stops: [number, string, number?][], x2 = 0, y2 = 1): string {
  const s = stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ''}/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}
function radial(id: string, stops: [number, string, number?][]): string {
  const s = stops
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ''}/>`)
    .join('');
  return `<radialGradient id="${id}">${s}</radialGradient>`;
}

/** Shared defs: the soft floor shadow, the cylinder shading and the glass gradient. */
const SHARED_DEFS =
  radial('sh', [
    [0, '#000', 0.28],
    [0.6, '#000', 0.1],
    [1, '#000', 0],
  ]) +
  linear(
    'cyl',
    [
      [0, '#000', 0.22],
      [0.18, '#000', 0.02],
      [0.3, '#fff', 0.28],
      [0.42, '#fff', 0],
      [0.82, '#000', 0.04],
      [1, '#000', 0.26],
    ],
    1,
    0,
  ) +
  linear(
    'gl',
    [
      [0, '#ffffff', 0.75],
      [1, '#dbe9f2', 0.45],
    ],
    1,
    0,
  );

const shadow = (x: number, y: number, rx: number, ry: number, o = 1): string =>
  `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="url(#sh)"${o !== 1 ? ` opacity="${o}"` : ''}/>`;

/** The "zdravo" brand mark: a small leaf and the word. */
function brand(x: number, y: number, size: number, color: string, anchor: 'middle' | 'start' = 'middle'): string {
  const w = textWidth('zdravo', size, true) * 0.9 + size * 0.9;
  const x0 = anchor === 'middle' ? x - w / 2 : x;
  return (
    `<g fill="${color}"><path transform="translate(${r1(x0)} ${r1(y - size * 0.35)}) scale(${r1(size / 20)})" d="M0 8C2-2 12-6 18-6C18 2 12 10 2 10Z"/>` +
    `<text x="${r1(x0 + size * 1.1)}" y="${r1(y)}" font-size="${size}" font-weight="700" letter-spacing="${r1(size * 0.06)}">zdravo</text></g>`
  );
}

function splitName(name: string): [string, string] {
  const parts = name.split(' ');
  if (parts.length < 2) return [name, ''];
  return [parts.slice(0, -1).join(' '), parts[parts.length - 1]!];
}

// ── Botanical motifs ──────────────────────────────────────────────────────────────────────────

function motif(kind: Motif, x: number, y: number, s: number, rot: number, color: string): string {
  const t = `translate(${r1(x)} ${r1(y)}) rotate(${Math.round(rot)}) scale(${r1(s)})`;
  switch (kind) {
    case 'leaf':
      return `<g transform="${t}"><path d="M-60 0C-30-34 30-34 60 0C30 34-30 34-60 0Z" fill="${color}"/><path d="M-52 0H52M-20 0l-14-12M0 0l-12-14M20 0l-10-13M-20 0l-14 12M0 0l-12 14M20 0l-10 13" stroke="#fff" stroke-opacity=".35" stroke-width="2.5" fill="none"/></g>`;
    case 'berries': {
      const pts = [
        [0, 0],
        [-22, -4],
        [22, -4],
        [-11, 18],
        [11, 18],
        [0, 36],
        [-33, -22],
        [0, -22],
        [33, -22],
      ] as const;
      return `<g transform="${t}"><path d="M0-40V-70" stroke="#6b4a2b" stroke-width="4"/>${pts.map(([a, b]) => `<circle cx="${a}" cy="${b}" r="13" fill="${color}"/><circle cx="${a - 4}" cy="${b - 4}" r="4" fill="#fff" opacity=".35"/>`).join('')}</g>`;
    }
    case 'flower':
      return `<g transform="${t}">${[0, 72, 144, 216, 288].map((a) => `<ellipse rx="16" ry="30" cy="-26" transform="rotate(${a})" fill="${color}"/>`).join('')}<circle r="14" fill="#f9c74f"/><circle r="6" fill="#f3722c" opacity=".6"/></g>`;
    case 'citrus':
      return `<g transform="${t}"><circle r="46" fill="${color}"/><circle r="39" fill="#fff3c4"/>${[0, 45, 90, 135, 180, 225, 270, 315].map((a) => `<path d="M0 0L-13-34A36 36 0 0 1 13-34Z" transform="rotate(${a})" fill="${color}" opacity=".55"/>`).join('')}<circle r="5" fill="#fff8dc"/></g>`;
    case 'seed':
      return `<g transform="${t}"><path d="M0-22C12-22 16-6 0 22C-16-6-12-22 0-22Z" fill="${color}"/><path d="M0-14C5-12 6-4 0 10" stroke="#fff" stroke-opacity=".3" stroke-width="2" fill="none"/></g>`;
    case 'sprig':
      return `<g transform="${t}"><path d="M0 60C4 20-4-20 0-70" stroke="#5b7d3a" stroke-width="3.5" fill="none"/>${[-50, -30, -10, 10, 30].map((b, i) => `<ellipse cx="${i % 2 ? 9 : -9}" cy="${b}" rx="8" ry="14" transform="rotate(${i % 2 ? 30 : -30} ${i % 2 ? 9 : -9} ${b})" fill="${color}"/>`).join('')}<ellipse cy="-72" rx="7" ry="12" fill="${color}"/></g>`;
    case 'drop':
      return `<g transform="${t}"><path d="M0-30C10-14 20-2 20 10A20 20 0 0 1-20 10C-20-2-10-14 0-30Z" fill="${color}" opacity=".85"/><ellipse cx="-7" cy="6" rx="4" ry="7" fill="#fff" opacity=".6"/></g>`;
    case 'grain':
      return `<g transform="${t}">${[
        [0, 0],
        [16, 6],
        [-14, 8],
        [4, 20],
        [-6, -16],
        [18, -12],
      ]
        .map(
          ([a, b]) =>
            `<ellipse cx="${a}" cy="${b}" rx="7" ry="5" fill="${color}"/><ellipse cx="${a! - 2}" cy="${b! - 1.5}" rx="2.5" ry="1.5" fill="#fff" opacity=".5"/>`,
        )
        .join('')}</g>`;
    case 'root':
      return `<g transform="${t}"><path d="M-30-6C-30-34 30-34 30-6C30 16 10 26 0 52C-10 26-30 16-30-6Z" fill="${color}"/><path d="M-8-30C-14-44-4-56 4-62M6-30C12-42 22-46 28-48" stroke="#6a8f3a" stroke-width="4" fill="none"/><path d="M-16 0h10M4 10h12M-8 22h10" stroke="#000" stroke-opacity=".15" stroke-width="2"/></g>`;
    case 'chestnut':
      return `<g transform="${t}"><path d="M-32 6C-32-22-14-34 0-34C14-34 32-22 32 6C32 26 16 34 0 34C-16 34-32 26-32 6Z" fill="${color}"/><path d="M-31 10C-20 4 20 4 31 10C30 26 16 34 0 34C-16 34-30 26-31 10Z" fill="#d9b98c"/><ellipse cx="-10" cy="-16" rx="8" ry="5" fill="#fff" opacity=".3"/></g>`;
    case 'petal':
      return `<g transform="${t}"><path d="M0-26C16-18 18 10 0 26C-18 10-16-18 0-26Z" fill="${color}" opacity=".9"/></g>`;
    case 'thread':
      return `<g transform="${t}" stroke="${color}" stroke-width="3.5" stroke-linecap="round" fill="none"><path d="M0 0C6-16 2-30 10-44"/><path d="M6 2C14-10 16-22 26-30"/><path d="M-4 2C-10-12-8-26-16-36"/></g>`;
  }
}

const MOTIF_COLORS: Record<Motif, string> = {
  leaf: '#5b9a4a',
  berries: '#7b3f8c',
  flower: '#f2a7bb',
  citrus: '#f4a52c',
  seed: '#8a5a2b',
  sprig: '#6b8f3a',
  drop: '#7cc3e8',
  grain: '#d9a441',
  root: '#c9a66b',
  chestnut: '#8a4b22',
  petal: '#f48fb1',
  thread: '#e65100',
};
function motifColor(look: Look, m: Motif): string {
  const i = look.motifs.indexOf(m);
  return i >= 0 ? look.motifColors[i]! : MOTIF_COLORS[m];
}

/** A potted plant: stems fanning out of the pot, a leaf at the end of each. */
function plant(x: number, y: number, s: number, seed: string): string {
  const rand = rng(seed + 'plant');
  let stems = '';
  let leaves = '';
  for (let i = 0; i < 9; i++) {
    const a = (-62 + i * 15.5 + (rand() - 0.5) * 8) * (Math.PI / 180);
    const len = (110 + rand() * 90) * (1 - Math.abs(i - 4) * 0.06);
    const tx = Math.sin(a) * len;
    const ty = -Math.cos(a) * len;
    stems += `M0 0Q${r1(tx * 0.2)} ${r1(ty * 0.6)} ${r1(tx)} ${r1(ty)}`;
    leaves += motif(
      'leaf',
      tx + Math.sin(a) * 26,
      ty - Math.cos(a) * 26,
      0.55,
      (a * 180) / Math.PI - 90,
      i % 2 ? '#4f8f4a' : '#6aa84f',
    );
  }
  return (
    `<g transform="translate(${r1(x)} ${r1(y)}) scale(${Math.round(s * 100) / 100})">` +
    `<path d="${stems}" stroke="#4a7a3c" stroke-width="3" fill="none"/>${leaves}` +
    `<path d="M-52 -6h104l-12 96h-80Z" fill="#f3efe9"/><path d="M-52 -6h104l-2 14h-100Z" fill="#000" opacity=".07"/></g>`
  );
}

// ── Packages: jar and box ─────────────────────────────────────────────────────────────────────

/** Defs for one package; `p` prefixes the ids so several packages can share a file. */
function packDefs(look: Look, p: string): string {
  return (
    linear(
      `${p}b`,
      [
        [0, look.body[0]],
        [0.38, look.body[1]],
        [1, look.body[2]],
      ],
      1,
      0,
    ) +
    linear(`${p}l`, [
      [0, look.labelFill[0]],
      [1, look.labelFill[1]],
    ]) +
    linear(
      `${p}c`,
      [
        [0, look.lid?.[0] ?? look.dark],
        [0.45, look.lid?.[1] ?? look.main],
        [1, look.lid?.[0] ?? look.dark],
      ],
      1,
      0,
    )
  );
}

/** A package standing with its bottom centre at (x, y); scale 1 is about 300 × 420. */
function pack(offer: SeedOffer, look: Look, p: string, x: number, y: number, s: number): string {
  const sheet = INGREDIENTS[offer.slog];
  const count = sheet ? sheet.packSize.toUpperCase() : '';
  const [line1, line2] = splitName(offer.texts.ije.name);
  const inner = look.form === 'jar' ? jarShape(look, p, line1, line2, count) : boxShape(look, p, line1, line2, count);
  return `${shadow(x + 10 * s, y, 200 * s, 30 * s)}<g transform="translate(${r1(x)} ${r1(y)}) scale(${Math.round(s * 100) / 100})">${inner}</g>`;
}

function labelTexts(
  look: Look,
  cx: number,
  top: number,
  width: number,
  line1: string,
  line2: string,
  count: string,
  color: string,
): string {
  const size = Math.min(fit(line1, 56, width - 36), fit(line2 || line1, 56, width - 36));
  const tag = fit(look.tagline, 17, width - 50, false);
  const foot = `${count} · DODATAK PREHRANI`;
  return (
    brand(cx, top + 30, 16, color) +
    `<g fill="${color}" text-anchor="middle">` +
    `<text x="${cx}" y="${r1(top + 46 + size * 0.9)}" font-size="${size}" font-weight="800" letter-spacing="-0.5">${esc(line1)}</text>` +
    (line2
      ? `<text x="${cx}" y="${r1(top + 50 + size * 1.82)}" font-size="${size}" font-weight="300">${esc(line2)}</text>`
      : '') +
    `<rect x="${cx - 40}" y="${r1(top + 64 + size * 1.95)}" width="80" height="2" opacity=".6"/>` +
    `<text x="${cx}" y="${r1(top + 88 + size * 1.95)}" font-size="${tag}" font-weight="600" letter-spacing="2">${esc(look.tagline)}</text>` +
    `<text x="${cx}" y="${r1(top + 110 + size * 1.95)}" font-size="${r1(Math.min(12, (width - 40) / (foot.length * 0.72)))}" letter-spacing="1.2" opacity=".85">${esc(foot)}</text></g>`
  );
}

function jarShape(look: Look, p: string, line1: string, line2: string, count: string): string {
  return (
    // body, neck and lid
    `<rect x="-150" y="-340" width="300" height="340" rx="42" fill="url(#${p}b)"/>` +
    `<rect x="-128" y="-362" width="256" height="30" rx="8" fill="${look.body[2]}"/>` +
    `<rect x="-140" y="-438" width="280" height="84" rx="16" fill="url(#${p}c)"/>` +
    `<path d="M-120-430v68M-90-432v72M-60-432v72M-30-432v72M0-432v72M30-432v72M60-432v72M90-432v72M120-430v68" stroke="#000" stroke-opacity=".12" stroke-width="3"/>` +
    `<rect x="-140" y="-438" width="280" height="12" rx="6" fill="#fff" opacity=".18"/>` +
    // label
    `<rect x="-150" y="-296" width="300" height="236" fill="url(#${p}l)"/>` +
    labelTexts(look, 0, -296, 300, line1, line2, count, look.labelText) +
    `<rect x="-150" y="-340" width="300" height="340" rx="42" fill="url(#cyl)"/>` +
    `<rect x="-118" y="-326" width="16" height="300" rx="8" fill="#fff" opacity=".25"/>`
  );
}

function boxShape(look: Look, p: string, line1: string, line2: string, count: string): string {
  return (
    `<path d="M130 0L190-36V-436L130-400Z" fill="${look.body[2]}"/>` +
    `<path d="M130 0L190-36V-436L130-400Z" fill="#000" opacity=".18"/>` +
    `<path d="M-130-400L-70-436H190L130-400Z" fill="${look.body[1]}"/>` +
    `<path d="M-130-400L-70-436H190L130-400Z" fill="#fff" opacity=".22"/>` +
    `<rect x="-130" y="-400" width="260" height="400" fill="url(#${p}b)"/>` +
    `<rect x="-130" y="-330" width="260" height="236" fill="url(#${p}l)"/>` +
    `<rect x="-130" y="-94" width="260" height="6" fill="${look.main}"/>` +
    `<rect x="-130" y="-336" width="260" height="6" fill="${look.main}"/>` +
    labelTexts(look, 0, -330, 260, line1, line2, count, look.labelText) +
    `<text x="0" y="-358" text-anchor="middle" font-size="13" font-weight="700" fill="#fff" opacity=".85" letter-spacing="3">EU · GMP</text>` +
    `<text x="0" y="-40" text-anchor="middle" font-size="13" fill="#fff" opacity=".8" letter-spacing="2">BILJNE KAPSULE</text>` +
    `<rect x="-130" y="-400" width="260" height="400" fill="#fff" opacity=".05"/>`
  );
}

// ── Capsules ─────────────────────────────────────────────────────────────────────────────────

function capsuleShadow(x: number, y: number, len: number, rot: number): string {
  const h = len * 0.19;
  return `<rect x="${r1(-len / 2)}" y="${r1(-h)}" width="${len}" height="${r1(h * 2)}" rx="${r1(h)}" transform="translate(${r1(x + 5)} ${r1(y + 9)}) rotate(${Math.round(rot)})" fill="#000" opacity=".09"/>`;
}

function capsule(x: number, y: number, len: number, rot: number, a: string, b: string, withShadow = true): string {
  const d = len * 0.38;
  const h = d / 2;
  const m = len / 2;
  return (
    (withShadow ? capsuleShadow(x, y, len, rot) : '') +
    `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${Math.round(rot)})">` +
    `<path d="M0 ${r1(-h)}H${r1(-m + h)}A${r1(h)} ${r1(h)} 0 0 0 ${r1(-m + h)} ${r1(h)}H0Z" fill="${a}"/>` +
    `<path d="M-2 ${r1(-h)}H${r1(m - h)}A${r1(h)} ${r1(h)} 0 0 1 ${r1(m - h)} ${r1(h)}H-2Z" fill="${b}"/>` +
    `<rect x="${r1(-m + h * 0.6)}" y="${r1(-h * 0.62)}" width="${r1(len - h * 1.2)}" height="${r1(h * 0.34)}" rx="${r1(h * 0.17)}" fill="#fff" opacity=".5"/>` +
    `<rect x="${r1(-m)}" y="${r1(-h)}" width="${len}" height="${r1(d)}" rx="${r1(h)}" fill="none" stroke="#000" stroke-opacity=".08" stroke-width="1.5"/></g>`
  );
}

/** A deterministic pseudo-random generator so every run writes the same files. */
function rng(seed: string): () => number {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

function background(look: Look, id = 'bg'): { defs: string; body: string } {
  return {
    defs: linear(
      id,
      [
        [0, look.bg[0]],
        [1, look.bg[1]],
      ],
      0.6,
      1,
    ),
    body:
      `<rect width="800" height="800" fill="url(#${id})"/>` +
      `<circle cx="640" cy="170" r="230" fill="#fff" opacity=".35"/><circle cx="120" cy="690" r="180" fill="#fff" opacity=".22"/>`,
  };
}

const PODIUM_DEFS =
  linear('pdt', [
    [0, '#ffffff'],
    [1, '#eef0f2'],
  ]) +
  linear(
    'pds',
    [
      [0, '#e3e6ea'],
      [0.5, '#f7f8f9'],
      [1, '#d6dade'],
    ],
    1,
    0,
  );

/** A round display podium whose top face is centred at (x, y). */
function podium(x: number, y: number, rx: number): string {
  const ry = rx * 0.16;
  return (
    `<path d="M${x - rx} ${y}V800H${x + rx}V${y}Z" fill="url(#pds)"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${r1(ry)}" fill="url(#pdt)"/>` +
    `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${r1(ry)}" fill="none" stroke="#000" stroke-opacity=".05" stroke-width="2"/>`
  );
}

// ── Single product scenes ────────────────────────────────────────────────────────────────────

function packshot(offer: SeedOffer, look: Look): string {
  const bg = background(look);
  const [m1, m2, m3] = look.motifs;
  const [c1, c2, c3] = look.motifColors;
  const decor =
    motif(m1, 150, 610, 1.3, -30, c1) +
    motif(m1, 660, 630, 1.1, 200, c1) +
    motif(m3, 625, 250, 1, 20, c3) +
    motif(m2, 200, 240, 0.9, 15, c2) +
    motif(m2, 610, 690, 0.7, -20, c2);
  const caps =
    capsule(640, 700, 80, -18, look.capsule[0], look.capsule[1]) +
    capsule(170, 706, 80, 12, look.capsule[0], look.capsule[1]);
  const body = bg.body + decor + podium(400, 688, 270) + pack(offer, look, 'a', 400, 688, 1.04) + caps;
  return svg(bg.defs + SHARED_DEFS + PODIUM_DEFS + packDefs(look, 'a'), body);
}

function capsulesCloseUp(offer: SeedOffer, look: Look): string {
  const bg = background(look);
  const rand = rng(offer.slog);
  const [m1, m2, m3] = look.motifs;
  const [c1, c2, c3] = look.motifColors;
  // capsules spread on a round dish, never more than slightly touching
  const spots: [number, number, number][] = [];
  for (let tries = 0; spots.length < 11 && tries < 4000; tries++) {
    const a = rand() * Math.PI * 2;
    const rr = Math.sqrt(rand()) * 165;
    const x = 400 + Math.cos(a) * rr;
    const y = 425 + Math.sin(a) * rr * 0.66;
    if (spots.every(([sx, sy]) => Math.hypot(sx - x, (sy - y) * 1.3) > 92)) spots.push([x, y, rand() * 180]);
  }
  spots.sort((p, q) => p[1] - q[1]);
  const caps =
    spots.map(([x, y, r]) => capsuleShadow(x, y, 116, r)).join('') +
    spots.map(([x, y, r]) => capsule(x, y, 116, r, look.capsule[0], look.capsule[1], false)).join('');
  const body =
    bg.body +
    motif(m1, 110, 170, 1.6, 35, c1) +
    motif(m1, 700, 640, 1.5, 210, c1) +
    motif(m3, 690, 160, 1.2, -25, c3) +
    motif(m2, 120, 640, 1.1, 10, c2) +
    motif(m2, 170, 560, 0.8, 40, c2) +
    motif(m3, 650, 520, 0.8, 60, c3) +
    shadow(410, 450, 300, 150, 0.8) +
    `<ellipse cx="400" cy="430" rx="275" ry="190" fill="#fff"/><ellipse cx="400" cy="438" rx="238" ry="160" fill="#000" opacity=".04"/>` +
    `<ellipse cx="400" cy="432" rx="234" ry="156" fill="${look.light}"/>` +
    caps +
    capsule(640, 710, 120, -30, look.capsule[0], look.capsule[1]) +
    capsule(390, 110, 100, 25, look.capsule[0], look.capsule[1]) +
    `<g transform="translate(40 56)"><rect width="${r1(textWidth(offer.texts.ije.name, 24) + 48)}" height="52" rx="26" fill="#fff" opacity=".9"/>` +
    `<text x="24" y="34" font-size="24" font-weight="700" fill="${look.dark}">${esc(offer.texts.ije.name)}</text></g>`;
  return svg(bg.defs + SHARED_DEFS, body);
}

/** Table, wall, window light, a glass of water, a plant; the packages stand on the table. */
function scene(look: Look, inner: string, defs: string, seed: string): string {
  const [m1] = look.motifs;
  const [c1] = look.motifColors;
  const body =
    `<rect width="800" height="800" fill="url(#wall)"/>` +
    `<g opacity=".5"><rect x="70" y="60" width="150" height="230" rx="10" fill="#fff"/><rect x="236" y="60" width="150" height="230" rx="10" fill="#fff"/></g>` +
    `<rect x="70" y="60" width="316" height="230" rx="10" fill="url(#sun)" opacity=".6"/>` +
    `<rect y="560" width="800" height="240" fill="url(#table)"/><rect y="556" width="800" height="8" fill="#fff" opacity=".5"/>` +
    // plant in a pot
    shadow(700, 574, 80, 14) +
    plant(700, 484, 1, seed) +
    // glass of water
    shadow(150, 582, 60, 12) +
    `<path d="M100 410h100l-10 170h-80Z" fill="url(#gl)" stroke="#b9ccd8" stroke-width="3"/>` +
    `<path d="M104 450h92l-7 126h-78Z" fill="#cfe6f3" opacity=".6"/><ellipse cx="150" cy="450" rx="46" ry="7" fill="#e3f1f9"/>` +
    `<rect x="116" y="424" width="8" height="140" rx="4" fill="#fff" opacity=".7"/>` +
    inner +
    motif(m1, 740, 720, 0.9, 200, c1) +
    motif(m1, 250, 730, 0.8, -20, c1);
  const allDefs =
    defs +
    linear('wall', [
      [0, look.bg[0]],
      [1, look.bg[1]],
    ]) +
    linear('table', [
      [0, '#e9dccb'],
      [1, '#cdb9a0'],
    ]) +
    linear('sun', [
      [0, '#fff8dc'],
      [1, '#fff8dc', 0],
    ]);
  return svg(allDefs + SHARED_DEFS, body);
}

function lifestyle(offer: SeedOffer, look: Look): string {
  const inner =
    pack(offer, look, 'a', 420, 630, 0.98) +
    capsule(300, 700, 90, 8, look.capsule[0], look.capsule[1]) +
    capsule(390, 720, 90, -24, look.capsule[0], look.capsule[1]) +
    `<g transform="translate(610 690)"><circle r="56" fill="${look.main}"/><circle r="48" fill="none" stroke="#fff" stroke-opacity=".5" stroke-width="2"/>` +
    `<text y="-2" text-anchor="middle" font-size="30" font-weight="800" fill="#fff">${offer.stockDays}</text>` +
    `<text y="22" text-anchor="middle" font-size="14" font-weight="600" fill="#fff" letter-spacing="2">DANA</text></g>`;
  return scene(look, inner, packDefs(look, 'a'), offer.slog);
}

function keyIngredients(offer: SeedOffer, look: Look): string {
  const bg = background(look);
  const sheet = INGREDIENTS[offer.slog];
  if (!sheet) throw new Error(`no ingredients for ${offer.slog}`);
  const rows = look.key.map(([name, icon]) => {
    const row = sheet.rows.find((r) => r.name === name);
    if (!row) throw new Error(`${offer.slog}: key ingredient "${name}" is not in ingredients.json`);
    return { row, icon };
  });
  let cards = '';
  rows.forEach(({ row, icon }, i) => {
    const y = 216 + i * 132;
    const nameSize = fit(row.name, 23, 250);
    const detail = row.detail ?? (row.nrv ? `${row.nrv}% NRV` : '');
    cards +=
      `<g transform="translate(372 ${y})"><rect x="4" y="8" width="396" height="112" rx="22" fill="#000" opacity=".06"/>` +
      `<rect width="396" height="112" rx="22" fill="#fff"/>` +
      `<circle cx="58" cy="56" r="38" fill="${look.light}"/>` +
      motif(icon, 58, 56, icon === 'leaf' ? 0.42 : 0.6, icon === 'leaf' ? -30 : 0, motifColor(look, icon)) +
      `<text x="112" y="50" font-size="${nameSize}" font-weight="700" fill="${look.dark}">${esc(row.name)}</text>` +
      (detail
        ? `<text x="112" y="78" font-size="${fit(detail, 15, 270, false)}" fill="#6b7280">${esc(detail)}</text>`
        : '') +
      `<text x="380" y="${detail ? 104 : 82}" text-anchor="end" font-size="22" font-weight="800" fill="${look.main}">${esc(row.amount)}</text></g>`;
  });
  const badges = ['BEZ GLUTENA', 'BEZ LAKTOZE', 'EU · GMP'];
  const badgeRow = badges
    .map(
      (b, i) =>
        `<g transform="translate(${40 + i * 108} 742)"><rect width="100" height="34" rx="17" fill="#fff" opacity=".9"/><text x="50" y="22" text-anchor="middle" font-size="11" font-weight="700" fill="${look.dark}" letter-spacing="1">${b}</text></g>`,
    )
    .join('');
  const body =
    bg.body +
    brand(40, 84, 22, look.main, 'start') +
    `<text x="40" y="146" font-size="46" font-weight="800" fill="${look.dark}">Ključni sastojci</text>` +
    `<text x="40" y="184" font-size="20" fill="#4b5563">${esc(offer.texts.ije.name)} · po dnevnoj dozi (${esc(sheet.dailyDose)})</text>` +
    pack(offer, look, 'a', 190, 700, 0.8) +
    cards +
    badgeRow;
  return svg(bg.defs + SHARED_DEFS + packDefs(look, 'a'), body);
}

// ── Ingredients tables ───────────────────────────────────────────────────────────────────────

function tableFrame(
  title: string,
  subtitle: string,
  color: string,
  dark: string,
  inner: string,
  foot: string[],
): string {
  const body =
    `<rect width="800" height="800" fill="#f6f7f8"/>` +
    `<rect x="30" y="30" width="740" height="740" rx="28" fill="#fff" stroke="#e5e7eb" stroke-width="2"/>` +
    `<path d="M30 58a28 28 0 0 1 28-28h684a28 28 0 0 1 28 28v96H30Z" fill="${color}"/>` +
    brand(62, 76, 18, '#ffffff', 'start') +
    `<text x="62" y="124" font-size="${fit(title, 34, 520)}" font-weight="800" fill="#fff">${esc(title)}</text>` +
    `<text x="738" y="124" text-anchor="end" font-size="17" fill="#fff" opacity=".9">${esc(subtitle)}</text>` +
    inner +
    foot.map((f, i) => `<text x="62" y="${718 + i * 22}" font-size="13" fill="#6b7280">${esc(f)}</text>`).join('') +
    `<rect x="30" y="30" width="740" height="740" rx="28" fill="none" stroke="${dark}" stroke-opacity=".08" stroke-width="2"/>`;
  return svg('', body);
}

function tableRows(
  rows: IngredientRow[],
  top: number,
  height: number,
  color: string,
  withDetail: boolean,
  size = 20,
): string {
  const rh = height / rows.length;
  return rows
    .map((row, i) => {
      const y = top + i * rh;
      const mid = y + rh / 2;
      const base = mid + size * 0.35;
      const nameY = withDetail && row.detail ? mid - 2 : base;
      return (
        (i % 2 === 0
          ? `<rect x="46" y="${r1(y)}" width="708" height="${r1(rh)}" rx="10" fill="${color}" opacity=".07"/>`
          : '') +
        `<text x="62" y="${r1(nameY)}" font-size="${fit(row.name, size, 430)}" font-weight="600" fill="#1f2937">${esc(row.name)}</text>` +
        (withDetail && row.detail
          ? `<text x="62" y="${r1(mid + 20)}" font-size="${fit(row.detail, 14, 440, false)}" fill="#6b7280" font-style="italic">${esc(row.detail)}</text>`
          : '') +
        `<text x="600" y="${r1(base)}" text-anchor="end" font-size="${size}" font-weight="700" fill="#111827">${esc(row.amount)}</text>` +
        `<text x="738" y="${r1(base)}" text-anchor="end" font-size="${size - 2}" fill="#374151">${row.nrv ? `${row.nrv}%` : '—'}</text>`
      );
    })
    .join('');
}

const columnHead = (y: number, color: string, first = 'Sastojak'): string =>
  `<g font-size="13" font-weight="700" fill="${color}" letter-spacing="1.5"><text x="62" y="${y}">${first.toUpperCase()}</text>` +
  `<text x="600" y="${y}" text-anchor="end">KOLIČINA</text><text x="738" y="${y}" text-anchor="end">% NRV*</text></g>` +
  `<rect x="46" y="${y + 10}" width="708" height="2" fill="${color}" opacity=".25"/>`;

function ingredientsTable(offer: SeedOffer, look: Look, sheet: IngredientSheet): string {
  const inner =
    columnHead(196, look.main) + tableRows(sheet.rows, 216, Math.min(480, sheet.rows.length * 70), look.main, true);
  return tableFrame(offer.texts.ije.name, `Po dnevnoj dozi (${sheet.dailyDose})`, look.main, look.dark, inner, [
    `* NRV – referentni unos za odrasle.   Pakovanje: ${sheet.packSize}.`,
    'Dodatak prehrani. Ne prekoračivati preporučenu dnevnu dozu.',
  ]);
}

function bundleIngredientsTable(offer: SeedOffer, children: SeedOffer[]): string {
  const first = LOOKS[children[0]!.slog]!;
  const title = children.map((c) => c.texts.ije.name).join(' + ');
  let inner = '';
  if (children.length <= 2) {
    // stacked: one section per product, full-width rows
    const total = children.reduce((n, c) => n + (INGREDIENTS[c.slog]?.rows.length ?? 0), 0);
    const rowH = Math.min(36, (516 - children.length * 52) / total);
    const size = Math.min(19, Math.round(rowH * 0.58));
    let y = 172;
    for (const child of children) {
      const look = LOOKS[child.slog]!;
      const sheet = INGREDIENTS[child.slog]!;
      inner +=
        `<rect x="46" y="${r1(y)}" width="8" height="30" rx="4" fill="${look.main}"/>` +
        `<text x="66" y="${r1(y + 23)}" font-size="21" font-weight="800" fill="${look.dark}">${esc(child.texts.ije.name)}</text>` +
        `<text x="738" y="${r1(y + 23)}" text-anchor="end" font-size="14" fill="#6b7280">po dnevnoj dozi (${esc(sheet.dailyDose)}) · količina · % NRV*</text>`;
      y += 40;
      inner += tableRows(sheet.rows, y, rowH * sheet.rows.length, look.main, false, size);
      y += rowH * sheet.rows.length + 12;
    }
  } else {
    // one column per product
    const colW = 708 / children.length;
    const maxRows = Math.max(...children.map((c) => INGREDIENTS[c.slog]?.rows.length ?? 0));
    const rowH = Math.min(64, (690 - 262) / maxRows);
    children.forEach((child, i) => {
      const look = LOOKS[child.slog]!;
      const sheet = INGREDIENTS[child.slog]!;
      const x = 46 + i * colW;
      const w = colW - 10;
      inner +=
        `<rect x="${r1(x)}" y="176" width="${r1(w)}" height="70" rx="14" fill="${look.main}" opacity=".12"/>` +
        `<rect x="${r1(x)}" y="176" width="8" height="70" rx="4" fill="${look.main}"/>` +
        `<text x="${r1(x + 20)}" y="206" font-size="${fit(child.texts.ije.name, 21, w - 30)}" font-weight="800" fill="${look.dark}">${esc(child.texts.ije.name)}</text>` +
        `<text x="${r1(x + 20)}" y="230" font-size="13" fill="#4b5563">po dnevnoj dozi (${esc(sheet.dailyDose)})</text>`;
      sheet.rows.forEach((row, k) => {
        const y = 262 + k * rowH;
        inner +=
          (k % 2 === 0
            ? `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(rowH)}" rx="10" fill="${look.main}" opacity=".06"/>`
            : '') +
          `<text x="${r1(x + 14)}" y="${r1(y + rowH * 0.42)}" font-size="${fit(row.name, 16, w - 26)}" font-weight="600" fill="#1f2937">${esc(row.name)}</text>` +
          `<text x="${r1(x + 14)}" y="${r1(y + rowH * 0.8)}" font-size="16" font-weight="700" fill="${look.dark}">${esc(row.amount)}</text>` +
          (row.nrv
            ? `<text x="${r1(x + w - 12)}" y="${r1(y + rowH * 0.8)}" text-anchor="end" font-size="14" fill="#6b7280">${row.nrv}% NRV*</text>`
            : '');
      });
    });
  }
  return tableFrame(title, 'Sastav paketa', first.main, first.dark, inner, [
    '* NRV – referentni unos za odrasle.',
    'Dodaci prehrani. Ne prekoračivati preporučene dnevne doze.',
  ]);
}

// ── Bundles ──────────────────────────────────────────────────────────────────────────────────

function childrenOf(offer: SeedOffer): SeedOffer[] {
  return (offer.children ?? []).map((slog) => {
    const child = SEED_OFFERS.find((o) => o.slog === slog);
    if (!child) throw new Error(`${offer.slog}: unknown child ${slog}`);
    return child;
  });
}

function bundleDefs(children: SeedOffer[]): string {
  return children.map((c, i) => packDefs(LOOKS[c.slog]!, `p${i}`)).join('');
}

/** Packages side by side (the first one in front, the others behind it). */
function bundlePacks(children: SeedOffer[], cx: number, base: number, s: number): string {
  const n = children.length;
  const slots =
    n === 2
      ? [
          [-158, 0, 1],
          [158, -12, 0.94],
        ]
      : [
          [-250, -14, 0.86],
          [250, -14, 0.86],
          [0, 0, 1],
        ];
  const order = n === 2 ? [1, 0] : [1, 2, 0];
  const place = n === 2 ? [0, 1] : [2, 0, 1];
  let out = '';
  for (const k of order) {
    const [dx, dy, sc] = slots[place[k]!]!;
    out += pack(children[k]!, LOOKS[children[k]!.slog]!, `p${k}`, cx + dx! * s, base + dy! * s, s * sc!);
  }
  return out;
}

function ribbon(color: string): string {
  return (
    `<g transform="translate(40 44)"><rect width="150" height="48" rx="24" fill="${color}"/>` +
    `<text x="75" y="32" text-anchor="middle" font-size="21" font-weight="800" fill="#fff" letter-spacing="3">PAKET</text></g>`
  );
}

function bundleShot(offer: SeedOffer, children: SeedOffer[]): string {
  const look = LOOKS[children[0]!.slog]!;
  const bg = background(look);
  const title = children.map((c) => c.texts.ije.name).join(' + ');
  const [m1, m2] = look.motifs;
  const [c1, c2] = look.motifColors;
  const s = children.length === 2 ? 0.88 : 0.78;
  const body =
    bg.body +
    motif(m1, 90, 560, 1.2, -30, c1) +
    motif(m1, 715, 570, 1.1, 200, c1) +
    motif(m2, 80, 660, 0.8, 20, c2) +
    ribbon(look.main) +
    `<text x="400" y="150" text-anchor="middle" font-size="${fit(title, 36, 700)}" font-weight="800" fill="${look.dark}">${esc(title)}</text>` +
    `<g transform="translate(400 196)"><rect x="-110" y="-24" width="220" height="38" rx="19" fill="#fff" opacity=".9"/>` +
    `<text y="1" text-anchor="middle" font-size="16" font-weight="700" fill="${look.dark}">Zaliha za ${offer.stockDays} dana</text></g>` +
    podium(400, 700, 370) +
    bundlePacks(children, 400, 712, s);
  return svg(bg.defs + SHARED_DEFS + PODIUM_DEFS + bundleDefs(children), body);
}

function bundleLifestyle(offer: SeedOffer, children: SeedOffer[]): string {
  const look = LOOKS[children[0]!.slog]!;
  const s = children.length === 2 ? 0.72 : 0.6;
  const inner = bundlePacks(children, 430, 640, s) + ribbon(look.main);
  return scene(look, inner, bundleDefs(children), offer.slog);
}

function bundleContents(offer: SeedOffer, children: SeedOffer[]): string {
  const look = LOOKS[children[0]!.slog]!;
  const bg = background(look);
  const n = children.length;
  const cardH = n === 2 ? 220 : 160;
  const gap = n === 2 ? 70 : 40;
  let y = 180;
  let cards = '';
  children.forEach((child, i) => {
    const cl = LOOKS[child.slog]!;
    const sheet = INGREDIENTS[child.slog]!;
    const names = cl.highlights;
    const ps = n === 2 ? 0.42 : 0.32;
    cards +=
      `<g transform="translate(60 ${y})"><rect x="4" y="8" width="680" height="${cardH}" rx="26" fill="#000" opacity=".06"/>` +
      `<rect width="680" height="${cardH}" rx="26" fill="#fff"/><rect width="14" height="${cardH}" rx="7" fill="${cl.main}"/></g>` +
      pack(child, cl, `p${i}`, 160, y + cardH - 14, ps) +
      `<text x="270" y="${y + cardH / 2 - 18}" font-size="30" font-weight="800" fill="${cl.dark}">${esc(child.texts.ije.name)}</text>` +
      `<text x="270" y="${y + cardH / 2 + 12}" font-size="15" font-weight="700" fill="${cl.main}" letter-spacing="2">${esc(cl.tagline)}</text>` +
      `<text x="270" y="${y + cardH / 2 + 40}" font-size="${fit(names, 16, 440, false)}" fill="#4b5563">${esc(names)}</text>` +
      `<text x="712" y="${y + 40}" text-anchor="end" font-size="16" font-weight="700" fill="#9ca3af">${esc(sheet.packSize)}</text>`;
    if (i < n - 1) {
      const py = y + cardH + gap / 2;
      cards += `<circle cx="400" cy="${py}" r="22" fill="${look.main}"/><path d="M400 ${py - 10}v20M390 ${py}h20" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`;
    }
    y += cardH + gap;
  });
  const body =
    bg.body +
    ribbon(look.main) +
    `<text x="400" y="140" text-anchor="middle" font-size="34" font-weight="800" fill="${look.dark}">U paketu</text>` +
    cards +
    `<text x="400" y="770" text-anchor="middle" font-size="17" font-weight="600" fill="${look.dark}">Zaliha za ${offer.stockDays} dana · povoljnije u paketu</text>`;
  return svg(bg.defs + SHARED_DEFS + bundleDefs(children), body);
}

// ── Main ─────────────────────────────────────────────────────────────────────────────────────

function main(): void {
  mkdirSync(OUT_DIR, { recursive: true });
  const files = new Map<string, string>();
  for (const offer of SEED_OFFERS) {
    if (offer.children) {
      const children = childrenOf(offer);
      const makers = [bundleShot, bundleLifestyle, bundleContents];
      offer.images.forEach((name, i) => files.set(name, makers[i % makers.length]!(offer, children)));
      files.set(offer.ingredientsImage, bundleIngredientsTable(offer, children));
    } else {
      const look = LOOKS[offer.slog];
      const sheet = INGREDIENTS[offer.slog];
      if (!look || !sheet) throw new Error(`no look or ingredients for ${offer.slog}`);
      const makers = [packshot, capsulesCloseUp, lifestyle, keyIngredients];
      offer.images.forEach((name, i) => files.set(name, makers[i % makers.length]!(offer, look)));
      files.set(offer.ingredientsImage, ingredientsTable(offer, look, sheet));
    }
  }
  let largest = 0;
  for (const [name, content] of files) {
    const bytes = Buffer.byteLength(content);
    if (bytes > MAX_BYTES) throw new Error(`${name} is ${bytes} bytes, over the ${MAX_BYTES} limit`);
    largest = Math.max(largest, bytes);
    writeFileSync(join(OUT_DIR, name), content);
  }
  console.log(`wrote ${files.size} images to ${OUT_DIR} (largest ${(largest / 1024).toFixed(1)} kB)`);
}

main();
