"use client";

import { ImageOff } from "lucide-react";
import Image from "next/image";
import { useState } from "react";

/**
 * The category's hero artwork. Decorative (the heading beside it names the page), so its alt
 * text is empty, unless the media library describes the file (0041); when the file cannot be
 * loaded a visible "No image" placeholder replaces it. Mount it with `key={src}` so a new image
 * gets a fresh attempt.
 */
export function CategoryHeroImage({
  src,
  sizes,
  alt = "",
}: {
  src: string;
  sizes: string;
  alt?: string;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="relative aspect-[16/9] overflow-hidden bg-cream-deep">
      {failed ? (
        <div
          data-testid="category-image-placeholder"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 text-taupe-deep"
        >
          <ImageOff aria-hidden className="size-10" strokeWidth={1.5} />
          <p className="text-sm font-semibold tracking-[0.2em] uppercase">No image</p>
        </div>
      ) : (
        <Image
          src={src}
          alt={alt}
          fill
          preload
          sizes={sizes}
          className="object-cover"
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}
