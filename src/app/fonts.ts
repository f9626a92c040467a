import localFont from "next/font/local";

/*
 * One web font: Fraunces for display type, self-hosted from @fontsource-variable (nothing is
 * fetched from a font host). Body text is set in the reader's system UI face (see --font-sans in
 * globals.css): it is legible everywhere and costs no download before the first paint.
 */
export const fraunces = localFont({
  src: "../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
  variable: "--font-fraunces",
  weight: "100 900",
  display: "swap",
  preload: true,
});
