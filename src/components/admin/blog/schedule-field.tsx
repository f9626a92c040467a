"use client";

import { useState } from "react";
import {
  fromScheduleInput,
  SCHEDULE_TIME_ZONE_LABEL,
  toScheduleInput,
} from "@/lib/blog/schedule-time";
import { describedBy, fieldIds, FormField, inputClass } from "@/components/common/form-field";

/**
 * "Publish at": an optional time for a post set to Published (docs/decisions/0025). A later
 * time keeps it hidden until then, when the server publishes it by itself. The value is the
 * form's ISO-8601 instant; the control shows it in the agency's time zone.
 */
export function ScheduleField({
  value,
  status,
  error,
  onChange,
}: {
  value: string;
  status: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  // What is typed stays as typed while it is not yet a whole time.
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? toScheduleInput(value);
  const draft = status === "draft";
  return (
    <FormField
      name="publishAt"
      label={`Publish at (${SCHEDULE_TIME_ZONE_LABEL})`}
      error={error}
      hint={
        draft
          ? "A draft is not published; choose Published to schedule it."
          : "Leave empty to publish when you save. A later time keeps the post hidden until then."
      }
    >
      <input
        id={fieldIds("publishAt").input}
        name="publishAt"
        type="datetime-local"
        value={draft ? "" : shown}
        disabled={draft}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy("publishAt", { hint: true, error })}
        onChange={(event) => {
          const next = event.target.value;
          const instant = fromScheduleInput(next);
          setTyped(instant === null ? next : null);
          onChange(instant ?? "invalid");
        }}
        className={`${inputClass} max-w-xs disabled:opacity-60`}
      />
    </FormField>
  );
}
