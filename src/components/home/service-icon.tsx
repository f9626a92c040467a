import type { ServiceIcon as IconName } from "@/content/home-services";
import { SERVICE_SPRITE_URL } from "./service-sprite";

/** A service card's icon, drawn from the cached sprite (service-sprite-source.ts). */
export function ServiceIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" data-service-icon={name} className={className}>
      <use href={`${SERVICE_SPRITE_URL}#${name}`} />
    </svg>
  );
}
