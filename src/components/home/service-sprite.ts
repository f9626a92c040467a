// Written by `npm run icons:sprite` (scripts/media/service-sprite.ts): do not edit.
export const SERVICE_SPRITE_URL = "/icons/services.b4a578cebe.svg";
