import { UPLOAD_NAME_HEADER } from "./media-library";

/**
 * The headers of an upload from an admin form: the type the browser guessed (the server goes by
 * the bytes) and, for a picked or dropped file, its name, which the media library shows.
 */
export function uploadRequestHeaders(file: Blob): Record<string, string> {
  const headers: Record<string, string> = {
    "content-type": file.type || "application/octet-stream",
  };
  if (typeof File !== "undefined" && file instanceof File && file.name)
    headers[UPLOAD_NAME_HEADER] = encodeURIComponent(file.name);
  return headers;
}
