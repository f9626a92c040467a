"use client";

import { useMemo } from "react";
import type { TeamMember } from "@/content/team";
import {
  EMPTY_TEAM_MEMBER_FORM,
  PERSON_NAME_MAX,
  TEAM_TAGLINE_MAX,
  type TeamMemberFormValues,
  teamMemberInputSchema,
} from "@/lib/portfolio/portfolio";
import { saveTeamMember } from "@/server/portfolio/actions";
import { PortfolioTextField } from "./portfolio-fields";
import { PortfolioScreen } from "./portfolio-screen";
import { UploadField } from "./upload-field";
import { usePortfolioEditor } from "./use-portfolio-editor";

/** "Minds of {brand}": order, add, edit and delete team members. */
export function TeamManager({
  members,
  remoteImageHosts,
}: {
  members: readonly TeamMember[];
  /** IMAGE_REMOTE_HOSTS, where uploads live when the bucket is served directly. */
  remoteImageHosts: readonly string[];
}) {
  const schema = useMemo(() => teamMemberInputSchema(remoteImageHosts), [remoteImageHosts]);
  const editor = usePortfolioEditor<TeamMemberFormValues>({
    list: "team",
    empty: EMPTY_TEAM_MEMBER_FORM,
    schema,
    save: saveTeamMember,
  });
  const { values, errors, setField } = editor;
  return (
    <PortfolioScreen
      list="team"
      noun="team member"
      plural="Team"
      items={members.map((member) => ({
        id: member.id,
        title: member.name,
        detail: member.role,
        image: member.image,
      }))}
      editor={editor}
      onEdit={(id) => {
        const member = members.find((entry) => entry.id === id);
        if (member)
          editor.edit(id, {
            name: member.name,
            role: member.role,
            tagline: member.tagline,
            imageUrl: member.image,
          });
      }}
    >
      <PortfolioTextField
        name="name"
        label="Name"
        required
        maxLength={PERSON_NAME_MAX}
        value={values.name}
        error={errors.name}
        onChange={(value) => setField("name", value)}
      />
      <PortfolioTextField
        name="role"
        label="Role"
        required
        maxLength={PERSON_NAME_MAX}
        value={values.role}
        error={errors.role}
        onChange={(value) => setField("role", value)}
      />
      <PortfolioTextField
        name="tagline"
        label="Tagline"
        required
        maxLength={TEAM_TAGLINE_MAX}
        value={values.tagline}
        error={errors.tagline}
        onChange={(value) => setField("tagline", value)}
      />
      <UploadField
        kind="image"
        name="imageUrl"
        label="Portrait"
        required
        value={values.imageUrl}
        error={errors.imageUrl}
        onChange={(value) => setField("imageUrl", value)}
      />
    </PortfolioScreen>
  );
}
