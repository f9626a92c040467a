import "server-only";

/*
 * The JSON that common Firestore export tools write for a collection, reduced to a list of
 * documents (docs/decisions/0019): a list of documents with an `id` field (a script's
 * `docs.map(d => ({ id: d.id, ...d.data() }))`), an object keyed by document id, either one
 * wrapped as {"blogs": ...} (firestore-export-import) or {"__collections__": {"blogs": ...}}
 * (node-firestore-import-export).
 */

export const FIRESTORE_COLLECTION = "blogs";

export type FirestoreDocument = {
  /** The document id, when the file gives one. */
  id: string | undefined;
  /** How to name the document in messages: its id, or its place in the file. */
  label: string;
  data: unknown;
};

export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImportFileError";
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** Keys export tools put beside documents that are not documents. */
const NOT_DOCUMENTS = new Set(["__collections__"]);

function collectionOf(json: unknown): unknown {
  if (isObject(json)) {
    const collections = json.__collections__;
    if (isObject(collections) && FIRESTORE_COLLECTION in collections)
      return collections[FIRESTORE_COLLECTION];
    if (FIRESTORE_COLLECTION in json) return json[FIRESTORE_COLLECTION];
  }
  return json;
}

export function firestoreDocuments(json: unknown): FirestoreDocument[] {
  const collection = collectionOf(json);
  if (Array.isArray(collection)) {
    return collection.map((data, index) => {
      const id = isObject(data) && typeof data.id === "string" ? data.id : undefined;
      return { id, label: id ? `document ${id}` : `document #${index + 1}`, data };
    });
  }
  if (isObject(collection)) {
    return Object.entries(collection)
      .filter(([key]) => !NOT_DOCUMENTS.has(key))
      .map(([id, data]) => ({ id, label: `document ${id}`, data }));
  }
  throw new ImportFileError(
    `no "${FIRESTORE_COLLECTION}" documents found: expected a list of documents with an id, an object keyed by document id, or either inside {"${FIRESTORE_COLLECTION}": ...}`,
  );
}
