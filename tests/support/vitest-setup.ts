import { afterEach, vi } from "vitest";

// A test that logs an unexpected console.error fails: errors must be asserted, not ignored.
let unexpectedErrors: unknown[][] = [];
const originalError = console.error;

console.error = (...args: unknown[]) => {
  unexpectedErrors.push(args);
  originalError(...args);
};

afterEach(() => {
  vi.restoreAllMocks();
  const errors = unexpectedErrors;
  unexpectedErrors = [];
  if (errors.length > 0) {
    throw new Error(`console.error was called during the test:\n${errors.map(String).join("\n")}`);
  }
});
