// Placeholder pictures for the demo catalogue, drawn as small standalone SVGs.
// Pure functions: the same input always gives the same picture, so the media
// route can draw them on request or the seed can write them to disk.

type Palette = { fill: string; line: string };

// The 7 colours of the colour filter. White gets a darker outline so it shows on light backgrounds.
const COLOR_HEX: Record<string, Palette> = {
  red: { fill: "#e76f6a", line: "#b24540" },
  yellow: { fill: "#f6c945", line: "#c29416" },
  green: { fill: "#7cc28f", line: "#4a8f5f" },
  blue: { fill: "#6aa6de", line: "#3c74a8" },
  pink: { fill: "#f5a9c4", line: "#cc7096" },
  white: { fill: "#fdfdfb", line: "#8f9aa6" },
  grey: { fill: "#a7adb4", line: "#697079" },
};
const NEUTRAL: Palette = { fill: "#d9cbb8", line: "#a08d74" };

const PASTELS = ["#fdf3e7", "#eef6f0", "#eef3fb", "#fbeef3", "#f6f1fb", "#f1f7f7"];
const BRIGHTS = ["#f7b7a3", "#a8d8c8", "#b9cdf0", "#f4c6d7", "#f9dc8c", "#c9b8e8"];

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function svg(width: number, height: number, title: string, content: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img">` +
    `<title>${escapeXml(title)}</title>${content}</svg>`
  );
}

// Small stable hash, so a slug always picks the same colours.
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function pick<T>(list: readonly T[], seed: number): T {
  return list[Math.abs(seed) % list.length];
}

// A scatter of soft dots whose positions depend only on the seed.
function confetti(
  seed: number,
  count: number,
  width: number,
  height: number,
  colors: readonly string[],
): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const x = (seed * 7919 + i * 104729) % width;
    const y = (seed * 6271 + i * 8837) % height;
    const r = 6 + ((seed + i * 13) % 12);
    out += `<circle cx="${x}" cy="${y}" r="${r}" fill="${pick(colors, seed + i)}" opacity=".55"/>`;
  }
  return out;
}

// A garment or object: body elements take their fill from the enclosing group, so the
// same body can be drawn once in colour and once more with the pattern on top.
type Shape = { body: string; extras: (palette: Palette, background: string) => string };

const ONESIE =
  '<path d="M215 130q85 50 170 0l90 70-40 55-45-25v150l15 130h-90l-15-90-15 90h-90l15-130V230l-45 25-40-55z"/>';
const snaps = (p: Palette) =>
  [200, 250, 300].map((y) => `<circle cx="300" cy="${y}" r="7" fill="${p.line}"/>`).join("");

const SHAPES = {
  dress: {
    body: '<path d="M230 110q70 50 140 0l20 130 100 240q-190 45-380 0l100-240z"/>',
    extras: (p) => `<rect x="205" y="232" width="190" height="18" rx="9" fill="${p.line}" opacity=".6"/>`,
  },
  tee: {
    body: '<path d="M200 140l60-25q40 35 80 0l60 25 80 80-50 50-40-30v220H210V240l-40 30-50-50z"/>',
    extras: (p) => `<path d="M265 118q35 28 70 0" fill="none" stroke="${p.line}" stroke-width="8"/>`,
  },
  jacket: {
    body: '<path d="M205 150l55-30q40 30 80 0l55 30 70 210-45 15-45-150v235H225V225l-45 150-45-15z"/>',
    extras: (p) =>
      `<path d="M300 140V460M255 125q45-70 90 0" fill="none" stroke="${p.line}" stroke-width="7"/>` +
      `<rect x="240" y="340" width="40" height="40" rx="6" fill="${p.line}" opacity=".4"/>` +
      `<rect x="320" y="340" width="40" height="40" rx="6" fill="${p.line}" opacity=".4"/>`,
  },
  trousers: {
    body: '<path d="M205 130h190l25 340h-95l-25-230-25 230h-95z"/>',
    extras: (p) => `<rect x="205" y="130" width="190" height="28" fill="${p.line}" opacity=".35"/>`,
  },
  onesie: { body: ONESIE, extras: snaps },
  crownRomper: {
    body: ONESIE,
    extras: (p) =>
      snaps(p) +
      '<path d="M240 95l20-50 20 35 20-45 20 45 20-35 20 50z" fill="#e9b949" stroke="#b8862a" stroke-width="5" stroke-linejoin="round"/>',
  },
  hat: {
    body: '<path d="M180 380q0-200 120-200t120 200z"/><ellipse cx="300" cy="385" rx="190" ry="35"/>',
    extras: (p) => `<path d="M190 340h220" stroke="${p.line}" stroke-width="14" opacity=".5"/>`,
  },
  bib: {
    body: '<circle cx="300" cy="330" r="170"/>',
    extras: (p, bg) =>
      `<circle cx="300" cy="175" r="70" fill="${bg}"/>` +
      `<path d="M235 150q-30-40-10-70M365 150q30-40 10-70" fill="none" stroke="${p.line}" stroke-width="10" stroke-linecap="round"/>`,
  },
  duck: {
    body: '<ellipse cx="290" cy="380" rx="170" ry="100"/><circle cx="390" cy="230" r="80"/>',
    extras: (p) =>
      '<path d="M462 222l62 16-62 22z" fill="#f59e3b"/><circle cx="410" cy="210" r="10" fill="#333"/>' +
      `<path d="M220 370q60 60 130 0" fill="none" stroke="${p.line}" stroke-width="8" stroke-linecap="round"/>`,
  },
  towel: {
    body: '<rect x="150" y="200" width="300" height="280" rx="24"/><path d="M150 230L300 110 450 230z"/>',
    extras: (p) => `<path d="M150 430h300" stroke="${p.line}" stroke-width="14" opacity=".6"/>`,
  },
  bottle: {
    body: '<rect x="235" y="200" width="130" height="280" rx="40"/><rect x="225" y="165" width="150" height="45" rx="12"/>',
    extras: (p) =>
      '<path d="M265 165q0-80 35-80t35 80z" fill="#f3d9b1" stroke="#c9a77a" stroke-width="4"/>' +
      `<path d="M235 270h40M235 320h40M235 370h40" stroke="${p.line}" stroke-width="6"/>`,
  },
  bowl: {
    body: '<path d="M120 300h360q-10 170-180 170T120 300z"/>',
    extras: (p) =>
      `<ellipse cx="300" cy="300" rx="180" ry="26" fill="${p.line}" opacity=".35"/>` +
      '<path d="M390 290l90-170" stroke="#b9bec4" stroke-width="14" stroke-linecap="round"/>',
  },
  teddy: {
    body:
      '<circle cx="225" cy="145" r="40"/><circle cx="375" cy="145" r="40"/>' +
      '<ellipse cx="300" cy="400" rx="120" ry="105"/><circle cx="300" cy="220" r="95"/>',
    extras: () =>
      '<ellipse cx="300" cy="250" rx="42" ry="32" fill="#fff" opacity=".7"/><circle cx="300" cy="238" r="11" fill="#333"/>' +
      '<circle cx="265" cy="200" r="9" fill="#333"/><circle cx="335" cy="200" r="9" fill="#333"/>',
  },
  blocks: {
    body:
      '<rect x="130" y="330" width="150" height="150" rx="14"/><rect x="320" y="330" width="150" height="150" rx="14"/>' +
      '<rect x="225" y="175" width="150" height="150" rx="14"/>',
    extras: (p) =>
      `<g font-family="sans-serif" font-size="90" font-weight="bold" fill="${p.line}" text-anchor="middle">` +
      '<text x="205" y="437">A</text><text x="395" y="437">B</text><text x="300" y="282">C</text></g>',
  },
} satisfies Record<string, Shape>;

// Sub-category code → shape; some sub-categories pick between two by the product's title.
function shapeFor(categoryCode: string, title: string): Shape {
  switch (categoryCode) {
    case "DR-001":
      return SHAPES.dress;
    case "TO-001":
      return SHAPES.tee;
    case "AT-001":
      // Attire is coats, cardigans, pullovers and suits: only the coats are drawn as coats.
      if (/jacket|coat/i.test(title)) return SHAPES.jacket;
      return /set/i.test(title) ? SHAPES.onesie : SHAPES.tee;
    case "BO-001":
      return SHAPES.trousers;
    case "SL-001":
      return SHAPES.onesie;
    case "SE-001":
      return SHAPES.crownRomper;
    case "AC-001":
      return /bib/i.test(title) ? SHAPES.bib : SHAPES.hat;
    case "BA-001":
      return /duck|boat|toy/i.test(title) ? SHAPES.duck : SHAPES.towel;
    case "FE-001":
      return /bottle|cup/i.test(title) ? SHAPES.bottle : SHAPES.bowl;
    case "PL-001":
      return /teddy|bear|bunny|elephant/i.test(title) ? SHAPES.teddy : SHAPES.blocks;
    default:
      return SHAPES.blocks;
  }
}

// None, dots or stripes over the garment, chosen by product id.
function patternDef(id: string, productId: number, line: string): string {
  switch (productId % 3) {
    case 1:
      return `<pattern id="${id}" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="14" cy="14" r="4" fill="${line}" opacity=".4"/></pattern>`;
    case 2:
      return `<pattern id="${id}" width="26" height="26" patternUnits="userSpaceOnUse" patternTransform="rotate(${(productId % 4) * 45})"><rect width="9" height="26" fill="${line}" opacity=".3"/></pattern>`;
    default:
      return "";
  }
}

type ProductPicture = { productId: number; title: string; categoryCode: string; color: string };

// One product drawn in its colour and pattern, tilted a little, in a 600 x 600 box.
function garment({ productId, title, categoryCode, color }: ProductPicture, background: string): string {
  const palette = COLOR_HEX[color] ?? NEUTRAL;
  const shape = shapeFor(categoryCode, title);
  const patternId = `pat${productId}`;
  const pattern = patternDef(patternId, productId, palette.line);
  const tilt = ((productId % 5) - 2) * 3;
  return (
    (pattern ? `<defs>${pattern}</defs>` : "") +
    `<g transform="rotate(${tilt} 300 300)">` +
    `<g fill="${palette.fill}" stroke="${palette.line}" stroke-width="5" stroke-linejoin="round">${shape.body}</g>` +
    (pattern ? `<g fill="url(#${patternId})">${shape.body}</g>` : "") +
    shape.extras(palette, background) +
    "</g>"
  );
}

export function productArt(input: ProductPicture): string {
  const background = pick(PASTELS, input.productId);
  return svg(
    600,
    600,
    `${input.title} in ${input.color}`,
    `<rect width="600" height="600" fill="${background}"/>` +
      confetti(input.productId, 6, 600, 600, BRIGHTS) +
      '<ellipse cx="300" cy="525" rx="190" ry="22" fill="#000" opacity=".06"/>' +
      garment(input, background),
  );
}

// Where the pieces of a look lie on its 600 x 750 picture: x, y and scale of each 600 x 600 box.
const LOOK_LAYOUTS: Record<number, [number, number, number][]> = {
  1: [[15, 90, 0.95]],
  2: [
    [-40, 0, 0.7],
    [220, 340, 0.7],
  ],
  3: [
    [-40, 0, 0.58],
    [250, 190, 0.58],
    [-20, 400, 0.58],
  ],
};

// A look as a flat-lay: its pieces laid out on a round rug, like an outfit photographed from above.
export function lookArt(n: number, title: string, pieces: ProductPicture[]): string {
  const background = pick(PASTELS, n + 3);
  const shown = pieces.slice(0, 3);
  const layout = LOOK_LAYOUTS[shown.length] ?? [];
  const laidOut = shown
    .map((piece, i) => {
      const [x, y, scale] = layout[i];
      return `<g transform="translate(${x} ${y}) scale(${scale})">${garment(piece, background)}</g>`;
    })
    .join("");
  return svg(
    600,
    750,
    title,
    `<rect width="600" height="750" fill="${background}"/>` +
      `<ellipse cx="300" cy="390" rx="280" ry="330" fill="${pick(BRIGHTS, n)}" opacity=".35"/>` +
      confetti(n + 5, 8, 600, 750, BRIGHTS) +
      laidOut,
  );
}

const SKIN = ["#f6d5b8", "#e8b48f", "#c98d63", "#9b6542", "#6e4630"];
const HAIR = ["#3b2a20", "#6b4226", "#c58b3c", "#1f1a17", "#8c8c8c"];

// A friendly face on a coloured circle, for the team on the about-us page.
export function teamArt(n: number, name: string): string {
  const skin = pick(SKIN, n * 3);
  const hair = pick(HAIR, n + 1);
  // Long hair falls behind the head on odd numbers; short hair is a cap on top.
  const back = n % 2 === 1 ? `<path d="M90 150q0-95 110-95t110 95v130H90z" fill="${hair}"/>` : "";
  return svg(
    400,
    400,
    name,
    `<rect width="400" height="400" fill="${pick(PASTELS, n)}"/>` +
      `<circle cx="200" cy="200" r="170" fill="${pick(BRIGHTS, n + 2)}" opacity=".6"/>` +
      back +
      `<path d="M85 400q0-110 115-110t115 110z" fill="${pick(Object.values(COLOR_HEX), n).fill}"/>` +
      `<rect x="175" y="240" width="50" height="60" fill="${skin}"/>` +
      `<circle cx="200" cy="180" r="85" fill="${skin}"/>` +
      `<path d="M115 170q0-90 85-90t85 90q-40-45-85-45t-85 45z" fill="${hair}"/>` +
      '<circle cx="170" cy="190" r="8" fill="#333"/><circle cx="230" cy="190" r="8" fill="#333"/>' +
      '<path d="M170 222q30 25 60 0" fill="none" stroke="#333" stroke-width="6" stroke-linecap="round"/>' +
      '<circle cx="150" cy="215" r="12" fill="#f29a9a" opacity=".5"/><circle cx="250" cy="215" r="12" fill="#f29a9a" opacity=".5"/>',
  );
}

// Rolling hills under a sun: the shared backdrop of the wide pictures.
function landscape(width: number, height: number, seed: number): string {
  // Different bits of the seed for each colour, so neighbouring seeds rarely look alike;
  // the far hill is always a different colour from the near one.
  const sky = pick(PASTELS, seed);
  const near = (seed >>> 4) % BRIGHTS.length;
  const far = BRIGHTS[(near + 1 + ((seed >>> 8) % (BRIGHTS.length - 1))) % BRIGHTS.length];
  const sunX = Math.round(width * (0.15 + (seed % 7) / 10));
  const h1 = Math.round(height * 0.7);
  const h2 = Math.round(height * 0.8);
  return (
    `<rect width="${width}" height="${height}" fill="${sky}"/>` +
    `<circle cx="${sunX}" cy="${Math.round(height * 0.28)}" r="${Math.round(height * 0.12)}" fill="#f9dc8c"/>` +
    confetti(seed, 10, width, Math.round(height * 0.6), BRIGHTS) +
    `<path d="M0 ${h1}Q${width / 4} ${h1 - 120} ${width / 2} ${h1}T${width} ${h1}V${height}H0z" fill="${far}" opacity=".7"/>` +
    `<path d="M0 ${h2}Q${width / 3} ${h2 - 90} ${(width * 2) / 3} ${h2}T${width * 1.3} ${h2}V${height}H0z" fill="${BRIGHTS[near]}"/>`
  );
}

function cloud(x: number, y: number, scale: number): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})" fill="#fff" opacity=".9">` +
    '<circle cx="0" cy="0" r="40"/><circle cx="45" cy="-15" r="50"/><circle cx="95" cy="0" r="38"/><rect x="0" y="0" width="95" height="38"/></g>'
  );
}

export function bannerArt(n: number, title: string): string {
  // Bunting across the top: little triangles in alternating colours.
  let bunting = "";
  for (let x = 0; x < 1600; x += 80) {
    bunting += `<path d="M${x} 20h80l-40 60z" fill="${pick(BRIGHTS, n + x / 80)}"/>`;
  }
  return svg(
    1600,
    600,
    title,
    landscape(1600, 600, n) +
      '<path d="M0 20H1600" stroke="#8a7a6a" stroke-width="3"/>' +
      bunting +
      cloud(250 + (n % 3) * 200, 170, 1.4) +
      cloud(1100 - (n % 2) * 150, 230, 1),
  );
}

export function blogArt(slug: string, title: string): string {
  const seed = hash(slug);
  return svg(
    1200,
    800,
    title,
    landscape(1200, 800, seed) + cloud(200 + (seed % 500), 180, 1.2) + cloud(820, 260, 0.9),
  );
}

export function catalogArt(slug: string, title: string): string {
  const seed = hash(slug);
  // A stack of gift boxes, each with a ribbon.
  const boxes = [
    { x: 380, y: 440, w: 240, h: 200 },
    { x: 620, y: 400, w: 220, h: 240 },
    { x: 480, y: 260, w: 200, h: 180 },
  ]
    .map(({ x, y, w, h }, i) => {
      const color = pick(BRIGHTS, seed + i);
      const cx = x + w / 2;
      return (
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="12" fill="${color}" stroke="#fff" stroke-width="6"/>` +
        `<path d="M${cx} ${y}V${y + h}M${x} ${y + h / 2}H${x + w}" stroke="#fff" stroke-width="14" opacity=".85"/>`
      );
    })
    .join("");
  return svg(
    1200,
    800,
    title,
    `<rect width="1200" height="800" fill="${pick(PASTELS, seed)}"/>` +
      confetti(seed, 14, 1200, 800, BRIGHTS) +
      '<ellipse cx="610" cy="650" rx="330" ry="30" fill="#000" opacity=".06"/>' +
      boxes,
  );
}

export function feedArt(n: number): string {
  const colors = Object.values(COLOR_HEX);
  const palette = pick(colors, n);
  // A flat-lay: a onesie on a round rug, with a few scattered dots.
  return svg(
    600,
    600,
    `Little Sprout feed picture ${n}`,
    `<rect width="600" height="600" fill="${pick(PASTELS, n + 2)}"/>` +
      `<circle cx="300" cy="320" r="250" fill="${pick(BRIGHTS, n)}" opacity=".5"/>` +
      confetti(n + 11, 8, 600, 600, BRIGHTS) +
      `<g fill="${palette.fill}" stroke="${palette.line}" stroke-width="5" stroke-linejoin="round" transform="rotate(${(n % 3) * 8 - 8} 300 300)">${ONESIE}${snaps(palette)}</g>`,
  );
}

// A street map with a pin on the shop, for the contact page: blocks, a park, side streets,
// a river, and the two main avenues crossing it on bridges, with the shop's name above the pin.
export function mapArt(shopName: string, address: string): string {
  const street = (d: string, width: number) => `<path d="${d}" stroke="#fff" stroke-width="${width}"/>`;
  let sideStreets = "";
  for (let x = 0; x <= 1200; x += 150) if (x !== 600) sideStreets += street(`M${x} 0V600`, 14);
  for (let y = 0; y <= 600; y += 120) if (y !== 360) sideStreets += street(`M0 ${y}H1200`, 14);
  return svg(
    1200,
    600,
    `Map: ${shopName}, ${address}`,
    '<rect width="1200" height="600" fill="#ece7df"/>' +
      '<rect x="757" y="127" width="286" height="226" rx="10" fill="#bfe0c4"/>' +
      '<circle cx="860" cy="200" r="26" fill="#9fd0a8"/><circle cx="950" cy="270" r="34" fill="#9fd0a8"/>' +
      sideStreets +
      '<path d="M0 520Q300 440 520 520T1200 470V600H0z" fill="#b9d7ef"/>' +
      street("M600 0V600", 26) +
      street("M0 360H1200", 26) +
      '<path d="M600 0V600" stroke="#f9dc8c" stroke-width="4" stroke-dasharray="18 14"/>' +
      '<ellipse cx="600" cy="362" rx="22" ry="7" fill="#000" opacity=".2"/>' +
      '<path d="M600 360q-46-62-46-92a46 46 0 0 1 92 0q0 30-46 92z" fill="#ff4c3b" stroke="#b23325" stroke-width="4"/>' +
      '<circle cx="600" cy="268" r="16" fill="#fff"/>' +
      '<rect x="470" y="170" width="260" height="44" rx="22" fill="#fff" stroke="#b23325" stroke-width="3"/>' +
      `<text x="600" y="200" font-family="sans-serif" font-size="22" font-weight="bold" fill="#333" text-anchor="middle">${escapeXml(shopName)}</text>`,
  );
}
