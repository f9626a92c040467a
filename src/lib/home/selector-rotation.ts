import type { Pairing } from "@/content/pairings";

export type RotationState = { design: number; audience: number };

/** The next words: the audience advances; when it wraps, the design advances and wraps too. */
export function advanceRotation(state: RotationState, pairings: readonly Pairing[]): RotationState {
  const audiences = pairings[state.design]?.audiences.length ?? 0;
  const audience = state.audience + 1;
  if (audience < audiences) return { design: state.design, audience };
  return { design: (state.design + 1) % Math.max(pairings.length, 1), audience: 0 };
}

/** Unique labels in first-seen order, for the modal's chips. */
function uniqueLabels(labels: Iterable<string>): string[] {
  return [...new Set(labels)];
}

export function designLabels(pairings: readonly Pairing[]): string[] {
  return uniqueLabels(pairings.map((pairing) => pairing.design));
}

export function audienceLabels(pairings: readonly Pairing[]): string[] {
  return uniqueLabels(pairings.flatMap((pairing) => pairing.audiences));
}
