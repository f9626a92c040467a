"use client";

import { Button } from "@/components/common/button";
import { Plus } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import type { PortfolioList } from "@/lib/portfolio/portfolio";
import { ConfirmDeleteDialog } from "../confirm-delete-dialog";
import { NoticeRegion } from "../notice";
import { PortfolioFormButtons } from "./portfolio-fields";
import { PortfolioTabs } from "./portfolio-tabs";
import { SortableList, type SortableItem } from "./sortable-list";
import type { usePortfolioEditor } from "./use-portfolio-editor";

type ScreenEditor = Pick<
  ReturnType<typeof usePortfolioEditor>,
  | "editing"
  | "deleting"
  | "pending"
  | "notice"
  | "startNew"
  | "submit"
  | "askDelete"
  | "cancelDelete"
  | "confirmDelete"
  | "show"
  | "dismiss"
>;

/** One portfolio list's screen: the tabs, the ordered list, the form, the delete dialog. */
export function PortfolioScreen({
  list,
  noun,
  plural,
  items,
  editor,
  onEdit,
  children,
}: {
  list: PortfolioList;
  noun: string;
  plural: string;
  items: readonly SortableItem[];
  editor: ScreenEditor;
  onEdit: (id: string) => void;
  children: ReactNode;
}) {
  const editingTitle = items.find((item) => item.id === editor.editing)?.title;
  const deletingTitle = items.find((item) => item.id === editor.deleting)?.title ?? "";
  return (
    <div className="mx-auto max-w-5xl space-y-12 px-5 py-12 sm:px-8">
      <PortfolioTabs current={list} />
      <section aria-labelledby="portfolio-list-title" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="portfolio-list-title" className="font-display text-title font-semibold">
            {plural} ({items.length})
          </h2>
          <Button onClick={editor.startNew}>
            <Plus aria-hidden className="size-4" />
            New {noun}
          </Button>
        </div>
        <SortableList
          list={list}
          label={plural}
          items={items}
          onEdit={onEdit}
          onDelete={editor.askDelete}
          onResult={editor.show}
        />
      </section>
      <section id="portfolio-form" aria-labelledby="portfolio-form-title" className="scroll-mt-8">
        <h2
          id="portfolio-form-title"
          tabIndex={-1}
          className="font-display text-title font-semibold outline-none"
        >
          {editor.editing ? `Edit “${editingTitle ?? noun}”` : `Add a ${noun}`}
        </h2>
        <form
          noValidate
          aria-busy={editor.pending}
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            editor.submit();
          }}
          className="mt-6 space-y-6"
        >
          {children}
          <PortfolioFormButtons
            editing={editor.editing !== null}
            pending={editor.pending}
            noun={noun}
            onCancel={editor.startNew}
          />
        </form>
      </section>
      <ConfirmDeleteDialog
        open={editor.deleting !== null}
        title={`Delete this ${noun}?`}
        description={`“${deletingTitle}” will be removed from the site.`}
        busy={editor.pending}
        onConfirm={editor.confirmDelete}
        onCancel={editor.cancelDelete}
        returnFocusId="portfolio-list-title"
      />
      <NoticeRegion notice={editor.notice} onDismiss={editor.dismiss} />
    </div>
  );
}
