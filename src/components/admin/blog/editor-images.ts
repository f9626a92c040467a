import type { Editor } from "@tiptap/react";
import { dataUrlToBlob, type UploadResult } from "./upload-image";

export type ImageUploader = {
  uploadImage: (file: Blob) => Promise<UploadResult>;
  onUploadError: (message: string) => void;
};

export const imageFiles = (files: FileList | null | undefined) =>
  Array.from(files ?? []).filter((file) => file.type.startsWith("image/"));

/** Uploads a pasted, dropped or chosen image and inserts it (at `at`, or at the selection). */
export async function insertUploadedImage(
  editor: Editor,
  uploader: ImageUploader,
  file: Blob,
  { alt = "", at }: { alt?: string; at?: number } = {},
): Promise<void> {
  const result = await uploader.uploadImage(file);
  if (!result.ok) return uploader.onUploadError(result.message);
  const chain = editor.chain().focus();
  (at === undefined ? chain : chain.setTextSelection(at)).setImage({ src: result.url, alt }).run();
}

/**
 * Makes base64 images in the document (from pasted HTML) uploads: each is uploaded once, then
 * every node showing it points at the stored file. One that fails is reported once and left
 * for the server, which uploads or drops it when the post is saved.
 */
export function inlineImageUploader(uploader: { readonly current: ImageUploader }) {
  const settled = new Set<string>();
  return async function uploadInlineImages(editor: Editor): Promise<void> {
    const sources = new Set<string>();
    editor.state.doc.descendants((node) => {
      const src = String(node.attrs.src ?? "");
      if (node.type.name === "image" && src.startsWith("data:") && !settled.has(src))
        sources.add(src);
    });
    for (const src of sources) {
      settled.add(src);
      const blob = dataUrlToBlob(src);
      const result = blob ? await uploader.current.uploadImage(blob) : null;
      if (!result?.ok) {
        uploader.current.onUploadError(result?.message ?? "A pasted image could not be read.");
        continue;
      }
      const { tr } = editor.state;
      editor.state.doc.descendants((node, pos) => {
        if (node.type.name === "image" && node.attrs.src === src) {
          tr.setNodeMarkup(pos, undefined, { ...node.attrs, src: result.url });
        }
      });
      editor.view.dispatch(tr);
    }
  };
}
