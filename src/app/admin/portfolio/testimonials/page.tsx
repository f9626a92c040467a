import type { Metadata } from "next";
import { AdminPage, AdminSignIn } from "@/components/admin/admin-page";
import { TestimonialsManager } from "@/components/admin/portfolio/testimonials-manager";
import { getAdminSession } from "@/server/auth/session";
import { loadAdminTestimonials } from "@/server/portfolio/admin-portfolio";

export const metadata: Metadata = { title: "Testimonials" };

/** The login gate, or for a signed-in admin the testimonials (loader calls requireAdmin()). */
export default async function PortfolioTestimonialsPage() {
  if (!(await getAdminSession())) return <AdminSignIn />;
  return (
    <AdminPage current="portfolio">
      <TestimonialsManager testimonials={await loadAdminTestimonials()} />
    </AdminPage>
  );
}
