"use client";

import { useCallback, useSyncExternalStore } from "react";
import { DEFAULT_POLISH_INSTRUCTION } from "@/lib/ai/prompts";

/*
 * The polish instruction, kept in this browser between sessions (localStorage). Until it is
 * edited, and on the server, it is the default; a blank field also sends the default.
 */

const STORAGE_KEY = "kursi.admin.polish-instruction";
const listeners = new Set<() => void>();
/** Where the value lives when storage is disabled (privacy settings): this page only. */
let unstored: string | null = null;

function read(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? DEFAULT_POLISH_INSTRUCTION;
  } catch {
    return unstored ?? DEFAULT_POLISH_INSTRUCTION;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab editing the instruction updates this one.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function usePolishInstruction(): [string, (value: string) => void] {
  const value = useSyncExternalStore(subscribe, read, () => DEFAULT_POLISH_INSTRUCTION);
  const setValue = useCallback((next: string) => {
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      unstored = next;
    }
    for (const listener of listeners) listener();
  }, []);
  return [value, setValue];
}
