import { describe, expect, it } from "vitest";
import {
  advanceRotation,
  audienceLabels,
  designLabels,
  type RotationState,
} from "./selector-rotation";

const pairings = [
  { design: "A", audiences: ["a1", "a2", "a3"] },
  { design: "B", audiences: ["b1", "a1"] },
  { design: "C", audiences: ["c1", "c2"] },
];

function words(state: RotationState) {
  const pairing = pairings[state.design];
  return `${pairing?.design}/${pairing?.audiences[state.audience]}`;
}

describe("advanceRotation", () => {
  it("walks every audience of a design, then the next design, wrapping at the end", () => {
    let state: RotationState = { design: 0, audience: 0 };
    const seen = [words(state)];
    for (let step = 0; step < 7; step += 1) {
      state = advanceRotation(state, pairings);
      seen.push(words(state));
    }
    expect(seen).toEqual(["A/a1", "A/a2", "A/a3", "B/b1", "B/a1", "C/c1", "C/c2", "A/a1"]);
  });
});

describe("chip labels", () => {
  it("lists designs and audiences once each, in first-seen order", () => {
    expect(designLabels(pairings)).toEqual(["A", "B", "C"]);
    expect(audienceLabels(pairings)).toEqual(["a1", "a2", "a3", "b1", "c1", "c2"]);
  });
});
