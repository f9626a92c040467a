import type { Metadata } from "next";
import type { ReactNode } from "react";

export const metadata: Metadata = {
  title: "Admin",
  description: "Manage the Thought Hub.",
  robots: { index: false, follow: false, nocache: true },
};

/** The operator's pages: a focused chrome of their own, without the site's splash and motion. */
export default function AdminLayout({ children }: { children: ReactNode }) {
  return <div className="min-h-dvh bg-cream">{children}</div>;
}
