/**
 * A public action's form, as it arrived: anyone can call an action with arguments of their own
 * choosing (a string, a list, nothing), which React decodes faithfully. Anything but a form is
 * read as an empty form, so the action answers with its usual field errors instead of failing.
 */
export function formArgument(value: unknown): FormData {
  return value instanceof FormData ? value : new FormData();
}
