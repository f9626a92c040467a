"use client";

import dynamic from "next/dynamic";

/**
 * The editor behind a client-side dynamic import: its code (form, AI, schema…) is in a chunk of
 * its own, fetched only when a signed-in admin is shown it, so the login gate and the list stay
 * light. (A dynamic import in a Server Component would not split it off.) Still rendered on the
 * server, so the page arrives complete.
 */
export const PostEditorLoader = dynamic(() =>
  import("./post-editor").then((module) => module.PostEditor),
);
