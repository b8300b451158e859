import type { FlagDesign } from '../data/countries';
import { hash } from '../random';

// Generated pictures, so the sandbox serves every image itself (no outside host) and each one
// says what it is: the attraction, the photo number and the requested size.

/** Escapes text for SVG content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const PALETTES: Record<string, ReadonlyArray<readonly [string, string]>> = {
  activity: [
    ['#0f766e', '#99f6e4'],
    ['#15803d', '#bbf7d0'],
    ['#0369a1', '#bae6fd'],
  ],
  music: [
    ['#6d28d9', '#f0abfc'],
    ['#be185d', '#fbcfe8'],
    ['#1e1b4b', '#a5b4fc'],
  ],
  sport: [
    ['#166534', '#86efac'],
    ['#b91c1c', '#fecaca'],
    ['#1d4ed8', '#93c5fd'],
  ],
  theatre: [
    ['#7f1d1d', '#fca5a5'],
    ['#78350f', '#fcd34d'],
    ['#312e81', '#c4b5fd'],
  ],
};

function motif(category: string, w: number, h: number, seed: number): string {
  const s = Math.min(w, h);
  switch (category) {
    case 'music':
      return Array.from({ length: 5 }, (_, i) => {
        const r = s * (0.12 + i * 0.09);
        return `<circle cx="${w * 0.72}" cy="${h * 0.55}" r="${r.toFixed(1)}" fill="none" stroke="#fff" stroke-opacity="${(0.35 - i * 0.05).toFixed(2)}" stroke-width="${(s * 0.015).toFixed(1)}"/>`;
      }).join('');
    case 'sport':
      return `<rect x="${w * 0.08}" y="${h * 0.2}" width="${w * 0.84}" height="${h * 0.6}" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="${(s * 0.012).toFixed(1)}"/><line x1="${w / 2}" y1="${h * 0.2}" x2="${w / 2}" y2="${h * 0.8}" stroke="#fff" stroke-opacity=".45" stroke-width="${(s * 0.012).toFixed(1)}"/><circle cx="${w / 2}" cy="${h / 2}" r="${(s * 0.12).toFixed(1)}" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="${(s * 0.012).toFixed(1)}"/>`;
    case 'theatre':
      return `<path d="M0 0 H${w * 0.28} Q${w * 0.18} ${h * 0.5} ${w * 0.3} ${h} H0 Z" fill="#000" fill-opacity=".25"/><path d="M${w} 0 H${w * 0.72} Q${w * 0.82} ${h * 0.5} ${w * 0.7} ${h} H${w} Z" fill="#000" fill-opacity=".25"/><ellipse cx="${w / 2}" cy="${h * 0.95}" rx="${w * 0.3}" ry="${h * 0.08}" fill="#fff" fill-opacity=".2"/>`;
    default: {
      const peak = 0.3 + ((seed >> 3) % 20) / 100;
      const n = (value: number) => value.toFixed(1);
      return `<path d="M0 ${h} L${n(w * 0.25)} ${n(h * peak)} L${n(w * 0.45)} ${n(h * 0.65)} L${n(w * 0.65)} ${n(h * (peak - 0.1))} L${w} ${n(h * 0.7)} V${h} Z" fill="#000" fill-opacity=".22"/><circle cx="${w * 0.8}" cy="${h * 0.22}" r="${(s * 0.08).toFixed(1)}" fill="#fff" fill-opacity=".6"/>`;
    }
  }
}

/** A photo stand-in for an attraction: palette and motif by category, its name and number. */
export function attractionSvg(input: {
  id: string;
  name: string;
  category: string;
  index: number;
  total: number;
  width: number;
  height: number;
}): string {
  const { width: w, height: h } = input;
  const seed = hash(`${input.id}:${input.index}`);
  const palettes = PALETTES[input.category] ?? PALETTES.activity ?? [];
  const [from, to] = palettes[seed % palettes.length] ?? ['#334155', '#cbd5e1'];
  const size = Math.max(10, Math.round(Math.min(w / 18, h / 6)));
  const label = escapeXml(input.name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}, photo ${input.index}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>${motif(input.category, w, h, seed)}
<text x="${(w * 0.05).toFixed(0)}" y="${(h - size * 1.6).toFixed(0)}" font-family="system-ui, sans-serif" font-size="${size}" font-weight="700" fill="#fff">${label}</text>
<text x="${(w * 0.05).toFixed(0)}" y="${(h - size * 0.5).toFixed(0)}" font-family="system-ui, sans-serif" font-size="${Math.round(size * 0.6)}" fill="#fff" fill-opacity=".85">Photo ${input.index} of ${input.total} · ${w}×${h}</text>
</svg>`;
}

/** A theatre seat map: the stage and the sections as arcs, labelled. */
export function seatMapSvg(input: { name: string; venue: string; sections: readonly string[] }): string {
  const w = 800;
  const h = 600;
  const arcs = input.sections
    .map((section, i) => {
      const r = 170 + i * 95;
      const colour = ['#2563eb', '#16a34a', '#d97706', '#9333ea', '#dc2626'][i % 5];
      return `<path d="M${400 - r} ${120 + r * 0.55} A${r} ${r * 0.75} 0 0 0 ${400 + r} ${120 + r * 0.55}" fill="none" stroke="${colour}" stroke-width="60" stroke-opacity=".75"/><text x="400" y="${120 + r * 0.75 + 72}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="20" fill="#111">${escapeXml(section)}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="Seat map of ${escapeXml(input.venue)}">
<rect width="${w}" height="${h}" fill="#f8fafc"/>
<rect x="250" y="30" width="300" height="70" rx="8" fill="#1f2937"/><text x="400" y="74" text-anchor="middle" font-family="system-ui, sans-serif" font-size="24" fill="#fff">STAGE</text>
<g transform="translate(0 -40)">${arcs}</g>
<text x="400" y="585" text-anchor="middle" font-family="system-ui, sans-serif" font-size="14" fill="#475569">${escapeXml(input.venue)} · for illustrative purposes only</text>
</svg>`;
}

const UNION =
  '<path d="M0 0L30 20M30 0L0 20" stroke="#fff" stroke-width="4"/><path d="M0 0L30 20M30 0L0 20" stroke="#C8102E" stroke-width="1.5"/><path d="M15 0V20M0 10H30" stroke="#fff" stroke-width="6"/><path d="M15 0V20M0 10H30" stroke="#C8102E" stroke-width="3.5"/>';

function star(cx: number, cy: number, r: number, colour: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    const radius = i % 2 ? r * 0.4 : r;
    return `${(cx + Math.cos(angle) * radius).toFixed(2)},${(cy + Math.sin(angle) * radius).toFixed(2)}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${colour}"/>`;
}

function emblem(design: FlagDesign): string {
  const e = design.emblem;
  if (!e) return '';
  switch (e.kind) {
    case 'disc':
      return `<circle cx="${e.x ?? 15}" cy="10" r="${e.radius ?? 5}" fill="${e.color}"/>`;
    case 'star':
      return star(15, 10, 5, e.color);
    case 'nordic':
      return `<path d="M11 0V20M0 10H30" stroke="${e.color}" stroke-width="4"/>${e.inner ? `<path d="M11 0V20M0 10H30" stroke="${e.inner}" stroke-width="2"/>` : ''}`;
    case 'cross':
      return `<path d="M15 4V16M9 10H21" stroke="${e.color}" stroke-width="3.5"/>`;
    case 'canton':
      return `<svg x="0" y="0" width="13" height="10.77" viewBox="0 0 30 20" preserveAspectRatio="none"><rect width="30" height="20" fill="${e.color}"/>${e.union ? UNION : ''}</svg>${e.union ? star(22, 13, 2.5, '#fff') : ''}`;
    case 'union':
      return UNION;
    case 'hoist-triangle':
      return `<path d="M0 0L12 10L0 20Z" fill="${e.color}"/>`;
    case 'hoist-band':
      return `<rect width="7.5" height="20" fill="${e.color}"/>`;
    case 'crescent':
      return `<circle cx="12" cy="10" r="5" fill="${e.color}"/><circle cx="13.3" cy="10" r="4" fill="${e.background}"/>${star(18.5, 10, 2.3, e.color)}`;
    case 'diamond':
      return `<path d="M3 10L15 2L27 10L15 18Z" fill="${e.color}"/><circle cx="15" cy="10" r="4.2" fill="${e.disc}"/>`;
  }
}

/** A simplified flag, 3:2. */
export function flagSvg(code: string, design: FlagDesign): string {
  const weights = design.weights ?? design.colors.map(() => 1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let offset = 0;
  const stripes = design.colors
    .map((colour, i) => {
      const share = (weights[i] ?? 1) / total;
      const rect =
        design.stripes === 'h'
          ? `<rect x="0" y="${(offset * 20).toFixed(3)}" width="30" height="${(share * 20 + 0.01).toFixed(3)}" fill="${colour}"/>`
          : `<rect x="${(offset * 30).toFixed(3)}" y="0" width="${(share * 30 + 0.01).toFixed(3)}" height="20" fill="${colour}"/>`;
      offset += share;
      return rect;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20" viewBox="0 0 30 20" role="img" aria-label="Flag ${escapeXml(code.toUpperCase())}">${stripes}${emblem(design)}</svg>`;
}

/** The SVG form of a location banner. */
export function locationSvg(name: string, width: number, height: number, seed: number): string {
  const hue = seed % 360;
  const size = Math.max(10, Math.round(height / 4));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(name)}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 80%)"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#s)"/>
<path d="M0 ${height} L0 ${height * 0.6} Q${width * 0.25} ${height * 0.35} ${width * 0.5} ${height * 0.65} T${width} ${height * 0.55} V${height} Z" fill="hsl(${(hue + 120) % 360} 35% 30%)"/>
<text x="${width / 2}" y="${height / 2 + size / 3}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(name)}</text>
</svg>`;
}
