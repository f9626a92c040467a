"use client";

import ImageExtension from "@tiptap/extension-image";
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { isRichTextEditable } from "@/lib/blog/rich-text-support";
import { ImagePanel, LinkPanel } from "./editor-panels";
import { EditorToolbar, type Panel } from "./editor-toolbar";
import postStyles from "@/components/blog/post-content.module.css";
import editorStyles from "./editor.module.css";
import { inputClass } from "@/components/common/form-field";
import { imageFiles, inlineImageUploader, insertUploadedImage } from "./editor-images";
import type { UploadResult } from "./upload-image";

export type RichTextEditorProps = {
  initialHtml: string;
  onChange: (html: string) => void;
  uploadImage: (file: Blob) => Promise<UploadResult>;
  onUploadError: (message: string) => void;
  inputId: string;
  labelId: string;
  describedBy?: string;
  invalid: boolean;
  busy: boolean;
  /**
   * An AI answer arriving: shown instead of the content, read-only, until it is null
   * again; the form then remounts the editor with the content it keeps.
   */
  streamedHtml?: string | null;
  /**
   * Told, when the editor opens on `initialHtml`, how it writes that HTML back: unchanged text
   * in the editor's own markup, which is not an edit (src/lib/blog/post-changed.ts).
   */
  onEditorForm?: (source: string, html: string) => void;
};

/**
 * The post's content: a Tiptap editor (headings, lists, links, images, quotes, code) with a
 * switch to the raw HTML. Pasted or dropped images, and base64 images in pasted HTML, are
 * uploaded and referenced by URL. Loaded lazily by blog-form.tsx, so the gate never pays for it.
 */
export default function RichTextEditor(props: RichTextEditorProps) {
  const { initialHtml, onChange, inputId, labelId, describedBy, invalid, busy } = props;
  const streamedHtml = props.streamedHtml ?? null;
  const streaming = streamedHtml !== null;
  // Markup the editor cannot hold (a table, aligned text) opens in the HTML view, untouched.
  const [mode, setMode] = useState<"rich" | "html">(
    isRichTextEditable(initialHtml) ? "rich" : "html",
  );
  const [html, setHtml] = useState(initialHtml);
  const [panel, setPanel] = useState<Panel>(null);
  // Tiptap keeps the callbacks it was created with; they read the latest props through this.
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  const inlineImages = useRef<ReturnType<typeof inlineImageUploader> | null>(null);

  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          HTMLAttributes: { target: null, rel: null },
        },
      }),
      ImageExtension.configure({ allowBase64: true }),
    ],
    content: mode === "rich" ? initialHtml : "",
    editorProps: {
      attributes: {
        id: inputId,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        class: `${postStyles.content ?? ""} ${editorStyles.surface ?? ""}`,
      },
      handlePaste: (view, event) => {
        const files = imageFiles(event.clipboardData?.files);
        if (files.length === 0 || !editor) return false;
        event.preventDefault();
        for (const file of files) void insertUploadedImage(editor, latest.current, file);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        const files = moved ? [] : imageFiles(event.dataTransfer?.files);
        if (files.length === 0 || !editor) return false;
        event.preventDefault();
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        for (const file of files) void insertUploadedImage(editor, latest.current, file, { at });
        return true;
      },
    },
    onCreate: ({ editor: created }) => {
      latest.current.onEditorForm?.(initialHtml, created.isEmpty ? "" : created.getHTML());
    },
    onUpdate: ({ editor: current }) => {
      latest.current.onChange(current.isEmpty ? "" : current.getHTML());
      if (!current.getHTML().includes('src="data:')) return;
      inlineImages.current ??= inlineImageUploader(latest);
      void inlineImages.current(current);
    },
  });

  // The field's description and validity change as the operator types; keep the editor's in step.
  useEffect(() => {
    const element = editor?.view.dom;
    if (!element) return;
    if (describedBy) element.setAttribute("aria-describedby", describedBy);
    else element.removeAttribute("aria-describedby");
    if (invalid) element.setAttribute("aria-invalid", "true");
    else element.removeAttribute("aria-invalid");
  }, [editor, describedBy, invalid]);

  // Not emitted as a change: the form's content stays the operator's until the answer is final.
  useEffect(() => {
    if (!editor || streamedHtml === null || mode !== "rich") return;
    editor.commands.setContent(streamedHtml, { emitUpdate: false });
  }, [editor, streamedHtml, mode]);

  // Not an edit either: Tiptap's default would emit an update, and the form would count its
  // rewriting of the content as a change (the leave prompt after merely opening a post).
  useEffect(() => {
    editor?.setEditable(!streaming, false);
  }, [editor, streaming]);

  function switchMode(next: "rich" | "html") {
    if (next === mode || !editor) return;
    if (next === "html") {
      setHtml(editor.isEmpty ? "" : editor.getHTML());
    } else {
      editor.commands.setContent(html, { emitUpdate: true });
    }
    setPanel(null);
    setMode(next);
  }

  const modeButton = (value: "rich" | "html", label: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      disabled={
        !editor || streaming || (value === "rich" && mode === "html" && !isRichTextEditable(html))
      }
      onClick={() => switchMode(value)}
      className="min-h-10 rounded-full px-4 text-sm font-semibold text-ink-soft disabled:opacity-60 aria-pressed:bg-ink aria-pressed:text-cream"
    >
      {label}
    </button>
  );

  return (
    <div className="space-y-2">
      <div
        role="group"
        aria-label="Editor view"
        className="inline-flex gap-1 rounded-full border border-ink/20 bg-white p-1"
      >
        {modeButton("rich", "Rich text")}
        {modeButton("html", "HTML")}
      </div>
      {mode === "html" ? (
        <>
          <textarea
            id={inputId}
            value={streamedHtml ?? html}
            readOnly={streaming}
            rows={16}
            spellCheck={false}
            aria-labelledby={labelId}
            aria-describedby={describedBy}
            aria-invalid={invalid ? true : undefined}
            onChange={(event) => {
              setHtml(event.target.value);
              onChange(event.target.value);
            }}
            className={`${inputClass} font-mono text-sm leading-relaxed`}
          />
          {!isRichTextEditable(html) ? (
            <p className="text-sm text-taupe-deep">
              This HTML has markup the rich-text view cannot hold (a table, aligned text…).
              Switching views would drop it, so keep editing it here.
            </p>
          ) : null}
        </>
      ) : (
        <div
          className={`border bg-white ${invalid ? "border-brand" : "border-ink/30"} focus-within:border-brand`}
        >
          {editor ? (
            <>
              <EditorToolbar editor={editor} disabled={busy || streaming} openPanel={setPanel} />
              {panel === "link" ? (
                <LinkPanel
                  initialHref={String(editor.getAttributes("link").href ?? "")}
                  onCancel={() => {
                    setPanel(null);
                    editor.commands.focus();
                  }}
                  onRemove={() => {
                    editor.chain().focus().extendMarkRange("link").unsetLink().run();
                    setPanel(null);
                  }}
                  onApply={(href) => {
                    editor.chain().focus().extendMarkRange("link").setLink({ href }).run();
                    setPanel(null);
                  }}
                />
              ) : null}
              {panel === "image" ? (
                <ImagePanel
                  busy={busy}
                  onCancel={() => {
                    setPanel(null);
                    editor.commands.focus();
                  }}
                  onInsert={(file, alt) => {
                    setPanel(null);
                    void insertUploadedImage(editor, latest.current, file, { alt });
                  }}
                />
              ) : null}
            </>
          ) : null}
          <EditorContent editor={editor} />
        </div>
      )}
    </div>
  );
}
