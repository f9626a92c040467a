import type { Metadata } from "next";
import { AdminPage, adminPageGate } from "@/components/admin/admin-page";
import { TestimonialsManager } from "@/components/admin/portfolio/testimonials-manager";
import { loadAdminTestimonials } from "@/server/portfolio/admin-portfolio";

export const metadata: Metadata = { title: "Testimonials" };

/** The login gate, or for a signed-in admin the testimonials (loader calls requireAdmin()). */
export default async function PortfolioTestimonialsPage() {
  const gate = await adminPageGate("/admin/portfolio/testimonials");
  if (gate) return gate;
  return (
    <AdminPage current="portfolio">
      <TestimonialsManager testimonials={await loadAdminTestimonials()} />
    </AdminPage>
  );
}
