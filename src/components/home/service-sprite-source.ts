/**
 * The service cards' icons as one SVG sprite, drawn from Lucide by `npm run icons:sprite`
 * (scripts/media/service-sprite.ts) into public/icons/. Cards draw an icon with <use>, so the
 * outlines are fetched once and cached instead of travelling in the home page's HTML and script.
 * Build-time only: pages import the sprite's URL (service-sprite.ts).
 */
import {
  Clapperboard,
  Compass,
  Fingerprint,
  Megaphone,
  MessageCircleHeart,
  MonitorSmartphone,
  Palette,
  Sparkles,
  type LucideIcon,
} from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { ServiceIcon } from "@/content/home-services";

const icons: Record<ServiceIcon, LucideIcon> = {
  fingerprint: Fingerprint,
  palette: Palette,
  "monitor-smartphone": MonitorSmartphone,
  "message-circle-heart": MessageCircleHeart,
  megaphone: Megaphone,
  clapperboard: Clapperboard,
  compass: Compass,
  sparkles: Sparkles,
};

/** The cards' stroke: Lucide's, thinner (1.5) to sit lightly on the colour fields. */
const STROKE_WIDTH = 1.5;

/** One icon as a <symbol>: Lucide's own <svg> with its sizing and classes left out. */
function symbol(id: string, Icon: LucideIcon): string {
  const svg = renderToStaticMarkup(createElement(Icon, { strokeWidth: STROKE_WIDTH }));
  const match = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(svg);
  if (!match) throw new Error(`unexpected markup for the ${id} icon: ${svg.slice(0, 80)}`);
  const [, attributes = "", body = ""] = match;
  const kept = [...attributes.matchAll(/ ([a-z-]+)="([^"]*)"/gi)]
    .filter(([, name]) => !["xmlns", "width", "height", "class", "aria-hidden"].includes(name!))
    .map(([pair]) => pair)
    .join("");
  return `<symbol id="${id}"${kept}>${body}</symbol>`;
}

/** The sprite: one <symbol> per service icon, its id the icon's name in the content. */
export function serviceSpriteSvg(): string {
  const symbols = Object.entries(icons).map(([id, Icon]) => symbol(id, Icon));
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}
