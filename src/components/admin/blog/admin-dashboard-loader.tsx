"use client";

import dynamic from "next/dynamic";

/**
 * The dashboard behind a client-side dynamic import: its code (form, dialog, schema…) is in a
 * chunk of its own, fetched only when a signed-in admin is shown it, so the login gate stays
 * light. (A dynamic import in a Server Component would not split it off.) Still rendered on
 * the server, so the page arrives complete.
 */
export const AdminDashboardLoader = dynamic(() =>
  import("./admin-dashboard").then((module) => module.AdminDashboard),
);
