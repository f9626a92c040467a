/** The admin's rotating banner: four messages about the AI writing features. */
export const aiBannerMessages = [
  {
    title: "Draft to article in one step",
    body: "Generate turns rough notes into an SEO-friendly post with clear headings and paragraphs.",
  },
  {
    title: "Polish without losing your voice",
    body: "Polish tightens grammar and clarity and keeps your formatting exactly as it is.",
  },
  {
    title: "Tell the AI what you want",
    body: "Edit the polish instruction to set the tone, the length or the reader you have in mind.",
  },
  {
    title: "Always know what the AI touched",
    body: "Posts drafted or polished with Gemini carry a badge in the blog list.",
  },
] as const;
