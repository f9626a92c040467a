"use client";

import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import {
  Bold,
  Code,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Quote,
  Redo2,
  SquareCode,
  Undo2,
} from "lucide-react";
import { type KeyboardEvent, useRef, useState } from "react";

export type Panel = "link" | "image" | null;

type Tool = {
  label: string;
  icon: LucideIcon;
  run: () => void;
  /** Toggle buttons say whether they are on (aria-pressed); actions leave it out. */
  active?: boolean;
  disabled?: boolean;
};

/**
 * The formatting toolbar: one tab stop, arrow keys move between buttons (the WAI-ARIA toolbar
 * pattern). Toggles report their state with aria-pressed.
 */
export function EditorToolbar({
  editor,
  disabled,
  openPanel,
}: {
  editor: Editor;
  disabled: boolean;
  openPanel: (panel: Exclude<Panel, null>) => void;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      link: current.isActive("link"),
      blockquote: current.isActive("blockquote"),
      code: current.isActive("code"),
      codeBlock: current.isActive("codeBlock"),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const groups: Tool[][] = [
    [
      {
        label: "Heading",
        icon: Heading2,
        active: state.h2,
        run: () => chain().toggleHeading({ level: 2 }).run(),
      },
      {
        label: "Subheading",
        icon: Heading3,
        active: state.h3,
        run: () => chain().toggleHeading({ level: 3 }).run(),
      },
    ],
    [
      { label: "Bold", icon: Bold, active: state.bold, run: () => chain().toggleBold().run() },
      {
        label: "Italic",
        icon: Italic,
        active: state.italic,
        run: () => chain().toggleItalic().run(),
      },
      {
        label: "Inline code",
        icon: Code,
        active: state.code,
        run: () => chain().toggleCode().run(),
      },
    ],
    [
      {
        label: "Bulleted list",
        icon: List,
        active: state.bulletList,
        run: () => chain().toggleBulletList().run(),
      },
      {
        label: "Numbered list",
        icon: ListOrdered,
        active: state.orderedList,
        run: () => chain().toggleOrderedList().run(),
      },
      {
        label: "Quote",
        icon: Quote,
        active: state.blockquote,
        run: () => chain().toggleBlockquote().run(),
      },
      {
        label: "Code block",
        icon: SquareCode,
        active: state.codeBlock,
        run: () => chain().toggleCodeBlock().run(),
      },
    ],
    [
      { label: "Link", icon: Link2, active: state.link, run: () => openPanel("link") },
      { label: "Image", icon: ImagePlus, run: () => openPanel("image") },
    ],
    [
      { label: "Undo", icon: Undo2, disabled: !state.canUndo, run: () => chain().undo().run() },
      { label: "Redo", icon: Redo2, disabled: !state.canRedo, run: () => chain().redo().run() },
    ],
  ];
  const tools = groups.flat();
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = {
      ArrowRight: focusIndex + 1,
      ArrowLeft: focusIndex - 1,
      Home: 0,
      End: tools.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const step = event.key === "ArrowLeft" || event.key === "End" ? -1 : 1;
    // Disabled buttons cannot take focus: pass over them.
    for (let tries = 0, next = target; tries < tools.length; tries += 1, next += step) {
      const wrapped = (next + tools.length) % tools.length;
      if (!buttons.current[wrapped]?.disabled) {
        setFocusIndex(wrapped);
        buttons.current[wrapped]?.focus();
        return;
      }
    }
  }
  // The toolbar's one tab stop falls back to the first button if its own became disabled.
  const tabStop = tools[focusIndex]?.disabled ? 0 : focusIndex;

  let index = -1;
  return (
    <div
      role="toolbar"
      aria-label="Formatting"
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-1 border-b border-ink/15 bg-cream-deep/60 p-1.5"
    >
      {groups.map((group, groupIndex) => (
        <div
          key={groupIndex}
          className="flex items-center gap-0.5 border-r border-ink/10 pr-1 last:border-r-0"
        >
          {group.map((tool) => {
            index += 1;
            const position = index;
            const Icon = tool.icon;
            return (
              <button
                key={tool.label}
                ref={(element) => {
                  buttons.current[position] = element;
                }}
                type="button"
                tabIndex={position === tabStop ? 0 : -1}
                aria-pressed={tool.active}
                disabled={disabled || tool.disabled}
                onFocus={() => setFocusIndex(position)}
                onClick={tool.run}
                title={tool.label}
                className="inline-flex size-10 items-center justify-center rounded text-ink-soft transition-colors hover:bg-ink/10 disabled:opacity-40 aria-pressed:bg-ink aria-pressed:text-cream"
              >
                <Icon aria-hidden className="size-[1.1rem]" />
                <span className="sr-only">{tool.label}</span>
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
