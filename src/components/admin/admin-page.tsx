import type { ReactNode } from "react";
import type { AdminReturnPath } from "@/server/auth/actions";
import { getAdminSession } from "@/server/auth/session";
import { AdminGate } from "./admin-gate";
import { AdminHeader } from "./admin-header";

type Section = NonNullable<Parameters<typeof AdminHeader>[0]["current"]>;

/** Every admin page: the admin header, then the page's own content as the main landmark. */
export function AdminPage({
  signedIn = true,
  current,
  children,
}: {
  signedIn?: boolean;
  current?: Section;
  children: ReactNode;
}) {
  return (
    <>
      <AdminHeader signedIn={signedIn} {...(current ? { current } : {})} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
    </>
  );
}

/** What every admin address shows without a session: the sign-in gate, which returns there. */
export function AdminSignIn({ returnTo = "/admin" }: { returnTo?: AdminReturnPath }) {
  return (
    <AdminPage signedIn={false}>
      <AdminGate returnTo={returnTo} />
    </AdminPage>
  );
}

/**
 * The one guard of every admin page (tests/architecture/boundaries.test.ts holds each page to
 * it): null for a signed-in admin, else the sign-in gate, which returns to `path`, the page's
 * own address. The page's loaders check the session again (requireAdmin()).
 */
export async function adminPageGate(path: AdminReturnPath): Promise<ReactNode | null> {
  return (await getAdminSession()) ? null : <AdminSignIn returnTo={path} />;
}
