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
import type { ServiceIcon as IconName } from "@/content/home-services";

const icons: Record<IconName, LucideIcon> = {
  fingerprint: Fingerprint,
  palette: Palette,
  "monitor-smartphone": MonitorSmartphone,
  "message-circle-heart": MessageCircleHeart,
  megaphone: Megaphone,
  clapperboard: Clapperboard,
  compass: Compass,
  sparkles: Sparkles,
};

export function ServiceIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} strokeWidth={1.5} />;
}
