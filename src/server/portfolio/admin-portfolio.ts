import "server-only";
import type { TeamMember } from "@/content/team";
import type { Testimonial } from "@/content/testimonials";
import type { WorkItem } from "@/content/works";
import { requireAdmin } from "@/server/auth/session";
import { getDb } from "@/server/db/database";
import { listTeamMembers } from "./team";
import { listTestimonials } from "./testimonials";
import { listWorks } from "./works";

/*
 * The admin's reads of the portfolio: straight from the database (never the public cache), and
 * each behind requireAdmin(), whatever page calls it.
 */

export async function loadAdminWorks(): Promise<WorkItem[]> {
  await requireAdmin();
  return listWorks(await getDb());
}

export async function loadAdminTestimonials(): Promise<Testimonial[]> {
  await requireAdmin();
  return listTestimonials(await getDb());
}

export async function loadAdminTeam(): Promise<TeamMember[]> {
  await requireAdmin();
  return listTeamMembers(await getDb());
}
