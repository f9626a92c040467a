"use client";

import { Button } from "@/components/common/button";
import { Upload } from "lucide-react";
import Form from "next/form";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { Pager } from "@/components/common/pager";
import { MEDIA_SEARCH_MAX, type MediaActionState, type MediaItem } from "@/lib/media/media-library";
import type { PageInfo } from "@/lib/paging";
import { inputClass } from "@/components/common/form-field";
import { type Notice, NoticeRegion } from "../notice";
import { MediaCard } from "./media-card";
import { uploadMediaFile } from "./upload-media";

type Props = { items: MediaItem[]; info: PageInfo; search: string };

const pageHref = (search: string) => (page: number) => {
  const query = new URLSearchParams();
  if (search) query.set("q", search);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `/admin/media?${text}` : "/admin/media";
};

/** /admin/media: every uploaded image and video, where each is used, its alt text, Replace, Delete. */
export function MediaLibrary({ items, info, search }: Props) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [uploading, setUploading] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const router = useRouter();
  const report = (state: MediaActionState) => {
    if (state.status === "idle") return;
    setNotice({
      kind: state.status === "done" ? "success" : "error",
      message: state.message,
      id: Date.now(),
    });
  };

  async function upload(files: FileList) {
    setUploading(true);
    for (const file of Array.from(files)) {
      const uploaded = await uploadMediaFile(file);
      report(
        uploaded.ok
          ? { status: "done", message: `${file.name} uploaded.` }
          : { status: "error", message: `${file.name}: ${uploaded.message}` },
      );
    }
    setUploading(false);
    router.refresh();
  }

  return (
    <div className="mx-auto max-w-5xl space-y-10 px-5 py-12 sm:px-8">
      <div>
        <span aria-hidden className="mb-6 block h-1 w-16 bg-brand" />
        <h1 className="font-display text-headline font-semibold">Media library</h1>
        <p className="mt-3 max-w-2xl text-ink-soft">
          Every image and video uploaded from any form: where each is used, the alt text shown with
          it on the site, a new file in its place everywhere, and deleting what nothing uses.
        </p>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <Form
          action="/admin/media"
          role="search"
          aria-label="Find files"
          className="flex flex-wrap items-end gap-2"
        >
          <div className="space-y-2">
            <label htmlFor="media-search" className="block text-sm font-semibold">
              Search file names
            </label>
            <input
              id="media-search"
              name="q"
              type="search"
              defaultValue={search}
              maxLength={MEDIA_SEARCH_MAX}
              className={`${inputClass} w-64 max-w-full`}
            />
          </div>
          <Button type="submit" size="lg" className="text-sm">
            Search
          </Button>
        </Form>
        <div>
          <input
            ref={picker}
            type="file"
            hidden
            multiple
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif,video/mp4,video/webm"
            onChange={(event) => {
              const files = event.target.files;
              if (files && files.length > 0)
                void upload(files).then(() => (event.target.value = ""));
            }}
          />
          <Button
            disabled={uploading}
            onClick={() => picker.current?.click()}
            variant="primary"
            size="lg"
          >
            <Upload aria-hidden className="size-4" />
            {uploading ? "Uploading…" : "Upload files"}
          </Button>
        </div>
      </div>
      <p aria-live="polite" className="text-sm text-taupe-deep">
        {info.total === 1 ? "1 file" : `${info.total} files`}
        {search ? ` named like “${search}”` : ""}
      </p>
      {items.length === 0 ? (
        <p className="border-t border-ink/15 py-6">
          {search ? "No file has a name like that." : "Nothing has been uploaded yet."}
        </p>
      ) : (
        <ul aria-label="Files" className="border-b border-ink/15">
          {items.map((item) => (
            <li key={item.id}>
              <MediaCard item={item} onReport={report} />
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={info.page}
        pageCount={info.pageCount}
        href={pageHref(search)}
        label="Pages of files"
        noun="files"
      />
      <NoticeRegion notice={notice} onDismiss={() => setNotice(null)} />
    </div>
  );
}
