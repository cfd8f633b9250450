/**
 * Draws the demo item pictures, so the demo renders without internet:
 *   npx tsx scripts/generate-demo-images.tsx
 * Writes public/images/demo/{slug}-{1..3}.svg for each of the 12 categories and
 * public/images/placeholder.svg (shown when an image URL fails to load). Each
 * picture is a calm two-tone background, a few soft shapes and one large line
 * icon from lucide-react; no text, no external references. The output is
 * committed; run this again only after changing it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Aperture,
  Armchair,
  Baby,
  Bike,
  Camera,
  Car,
  Caravan,
  Coffee,
  Drill,
  Drum,
  Dumbbell,
  Flame,
  Gamepad2,
  Gem,
  Guitar,
  Hammer,
  Headset,
  ImageOff,
  Joystick,
  Lamp,
  Laptop,
  type LucideIcon,
  Music,
  PartyPopper,
  Projector,
  Puzzle,
  Shirt,
  ShoppingBag,
  Sofa,
  Sparkles,
  Tablet,
  Tent,
  TentTree,
  ToyBrick,
  Trophy,
  Video,
  Volleyball,
  Wrench,
} from 'lucide-react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const WIDTH = 800;
const HEIGHT = 600;
const ICON_SIZE = 260;
const MAX_BYTES = 6 * 1024;

interface Palette {
  /** Gradient stops, top-left to bottom-right. */
  from: string;
  to: string;
  /** Colour of the decorative shapes (drawn with low opacity). */
  shape: string;
  /** Stroke colour of the icon. */
  ink: string;
}

const PALETTES = {
  teal: { from: '#1f6f68', to: '#5f9e94', shape: '#ffffff', ink: '#ffffff' },
  sand: { from: '#f3e8d3', to: '#dcc29c', shape: '#ffffff', ink: '#5b4631' },
  sage: { from: '#c5d3bd', to: '#8fa889', shape: '#ffffff', ink: '#2f4130' },
  slate: { from: '#46586a', to: '#7c8d9e', shape: '#ffffff', ink: '#ffffff' },
  terracotta: { from: '#c47a5a', to: '#e3ab88', shape: '#fff4ea', ink: '#ffffff' },
  dusk: { from: '#3d5a7a', to: '#7f97b4', shape: '#ffffff', ink: '#ffffff' },
  rose: { from: '#f0d9cc', to: '#d5a592', shape: '#ffffff', ink: '#6a3b2c' },
  olive: { from: '#5f6d45', to: '#98a36e', shape: '#f6f1dc', ink: '#ffffff' },
  mist: { from: '#e3ecea', to: '#b5cdc9', shape: '#ffffff', ink: '#24524d' },
  clay: { from: '#a8694f', to: '#d8a073', shape: '#fff4ea', ink: '#ffffff' },
  stone: { from: '#ece8e1', to: '#cbc3b6', shape: '#ffffff', ink: '#4a4a48' },
} satisfies Record<string, Palette>;

/** Three compositions: a soft sun disc, layered dunes, a framed card on a dot grid. */
type Layout = 'sun' | 'dunes' | 'card';

interface Picture {
  icon: LucideIcon;
  palette: Palette;
  layout: Layout;
}

const p = (icon: LucideIcon, palette: keyof typeof PALETTES, layout: Layout): Picture => ({
  icon,
  palette: PALETTES[palette],
  layout,
});

/** Three pictures per category slug (migrations/0002), each visibly different. */
const CATEGORY_PICTURES: Record<string, [Picture, Picture, Picture]> = {
  camping: [p(Tent, 'sand', 'dunes'), p(Flame, 'terracotta', 'sun'), p(TentTree, 'teal', 'card')],
  tools: [p(Drill, 'slate', 'card'), p(Hammer, 'sand', 'sun'), p(Wrench, 'sage', 'dunes')],
  electronics: [p(Laptop, 'dusk', 'sun'), p(Projector, 'mist', 'card'), p(Tablet, 'slate', 'dunes')],
  cameras: [p(Camera, 'teal', 'sun'), p(Aperture, 'stone', 'card'), p(Video, 'dusk', 'dunes')],
  events: [p(PartyPopper, 'rose', 'sun'), p(Sparkles, 'dusk', 'card'), p(Coffee, 'clay', 'dunes')],
  sports: [p(Dumbbell, 'sage', 'card'), p(Trophy, 'olive', 'sun'), p(Volleyball, 'mist', 'dunes')],
  vehicles: [p(Bike, 'clay', 'dunes'), p(Caravan, 'sand', 'card'), p(Car, 'teal', 'sun')],
  home: [p(Sofa, 'stone', 'sun'), p(Lamp, 'olive', 'card'), p(Armchair, 'rose', 'dunes')],
  kids: [p(Baby, 'mist', 'sun'), p(ToyBrick, 'terracotta', 'card'), p(Puzzle, 'sage', 'dunes')],
  fashion: [p(Shirt, 'rose', 'card'), p(Gem, 'slate', 'sun'), p(ShoppingBag, 'sand', 'dunes')],
  music: [p(Music, 'dusk', 'dunes'), p(Guitar, 'clay', 'sun'), p(Drum, 'stone', 'card')],
  gaming: [p(Gamepad2, 'slate', 'sun'), p(Joystick, 'teal', 'dunes'), p(Headset, 'olive', 'card')],
};

function Background({ palette, id }: { palette: Palette; id: string }) {
  return (
    <>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={palette.from} />
          <stop offset="1" stopColor={palette.to} />
        </linearGradient>
      </defs>
      <rect width={WIDTH} height={HEIGHT} fill={`url(#${id})`} />
    </>
  );
}

function SunShapes({ palette }: { palette: Palette }) {
  return (
    <g fill={palette.shape}>
      <circle cx="400" cy="290" r="200" opacity="0.14" />
      <circle cx="400" cy="290" r="150" opacity="0.1" />
      <circle cx="660" cy="110" r="46" opacity="0.16" />
      <circle cx="130" cy="470" r="22" opacity="0.14" />
      <rect x="120" y="514" width="560" height="6" rx="3" opacity="0.22" />
      <rect x="220" y="538" width="360" height="4" rx="2" opacity="0.14" />
    </g>
  );
}

function DuneShapes({ palette }: { palette: Palette }) {
  return (
    <g fill={palette.shape}>
      <circle cx="150" cy="120" r="54" opacity="0.18" />
      <path d="M0 450 C170 380 300 410 430 450 S680 500 800 430 V600 H0Z" opacity="0.15" />
      <path d="M0 520 C160 480 330 490 480 520 S700 550 800 510 V600 H0Z" opacity="0.18" />
      <circle cx="690" cy="170" r="10" opacity="0.25" />
      <circle cx="730" cy="210" r="6" opacity="0.2" />
    </g>
  );
}

function CardShapes({ palette, id }: { palette: Palette; id: string }) {
  return (
    <>
      <defs>
        <pattern id={id} width="32" height="32" patternUnits="userSpaceOnUse">
          <circle cx="16" cy="16" r="2" fill={palette.shape} opacity="0.22" />
        </pattern>
      </defs>
      <rect width={WIDTH} height={HEIGHT} fill={`url(#${id})`} />
      <g fill={palette.shape}>
        <rect x="210" y="110" width="380" height="380" rx="56" opacity="0.16" />
        <circle cx="590" cy="110" r="30" opacity="0.2" />
        <circle cx="210" cy="490" r="18" opacity="0.18" />
      </g>
    </>
  );
}

function Illustration({ picture, name }: { picture: Picture; name: string }) {
  const { icon: Icon, palette, layout } = picture;
  const iconY = layout === 'dunes' ? 140 : 170;
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: a standalone picture shown through <img alt>; the page names it.
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT}>
      <Background palette={palette} id={`${name}-bg`} />
      {layout === 'sun' && <SunShapes palette={palette} />}
      {layout === 'dunes' && <DuneShapes palette={palette} />}
      {layout === 'card' && <CardShapes palette={palette} id={`${name}-dots`} />}
      <Icon
        x={(WIDTH - ICON_SIZE) / 2 + 6}
        y={iconY + 8}
        size={ICON_SIZE}
        color="#000000"
        opacity={0.08}
        strokeWidth={1.5}
      />
      <Icon x={(WIDTH - ICON_SIZE) / 2} y={iconY} size={ICON_SIZE} color={palette.ink} strokeWidth={1.5} />
    </svg>
  );
}

function Placeholder() {
  const palette = PALETTES.stone;
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: a standalone picture shown through <img alt>; the page names it.
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT}>
      <Background palette={{ ...palette, from: '#f1eee9', to: '#dcd6cc' }} id="placeholder-bg" />
      <rect x="250" y="150" width="300" height="300" rx="48" fill="#ffffff" opacity="0.35" />
      <ImageOff x={310} y={210} size={180} color="#8a847a" strokeWidth={1.25} />
    </svg>
  );
}

/** Standalone SVG text: lucide's class and aria attributes mean nothing outside a page. */
function toSvgFile(element: ReactElement): string {
  const markup = renderToStaticMarkup(element)
    .replace(/ class="[^"]*"/g, '')
    .replace(/ aria-hidden="true"/g, '');
  return `${markup}\n`;
}

function writeSvg(file: string, element: ReactElement): number {
  const text = toSvgFile(element);
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_BYTES) throw new Error(`${file} is ${bytes} bytes; keep demo images under ${MAX_BYTES}`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return bytes;
}

function main(): void {
  const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'images');
  let count = 0;
  let largest = 0;
  for (const [slug, pictures] of Object.entries(CATEGORY_PICTURES)) {
    pictures.forEach((picture, index) => {
      const name = `${slug}-${index + 1}`;
      const bytes = writeSvg(
        join(publicDir, 'demo', `${name}.svg`),
        <Illustration picture={picture} name={name} />,
      );
      largest = Math.max(largest, bytes);
      count += 1;
    });
  }
  writeSvg(join(publicDir, 'placeholder.svg'), <Placeholder />);
  console.info(`Wrote ${count} demo images and placeholder.svg to ${publicDir} (largest ${largest} bytes)`);
}

main();
