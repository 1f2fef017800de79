import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../src/app";
import { contentMatchesExtension } from "../src/modules/files/content/upload-types";
import { UPLOAD_ALLOWED_EXTENSIONS } from "../src/modules/files/upload-rules";
import { localFileStorage } from "../src/storage/file-storage";
import { backends } from "./support/backends";
import { inProcessClient, signIn } from "./support/client";
import { compoundFileWith, HTML_PAGE, PNG_1PX, uploadSamples, zipOf } from "./support/sample-files";
import { createTestUser } from "./support/users";

const samples = await uploadSamples();

/** Extensions whose contents may legitimately pass for one another. */
const FAMILIES = [
  ["jpg", "jpeg"],
  ["mp4", "mov"],
  ["txt", "csv", "xml"],
  ["zip", "docx", "xlsx"],
];
const sameFamily = (a: string, b: string) => a === b || FAMILIES.some((f) => f.includes(a) && f.includes(b));

describe("upload content rules", () => {
  it("have a well-formed sample for every accepted extension", () => {
    expect(new Set(samples.map(([extension]) => extension))).toEqual(UPLOAD_ALLOWED_EXTENSIONS);
  });

  it.each(samples)("accept a %s file (%s)", (extension, _label, bytes) => {
    expect(contentMatchesExtension(extension, bytes)).toBe(true);
  });

  it.each(samples)("refuse a %s file (%s) under any unrelated extension", (extension, _label, bytes) => {
    const passesAs = [...UPLOAD_ALLOWED_EXTENSIONS].filter(
      (other) => !sameFamily(extension, other) && contentMatchesExtension(other, bytes),
    );
    expect(passesAs).toEqual([]);
  });

  it("refuse a page named like any accepted type, except as plain text", () => {
    const passesAs = [...UPLOAD_ALLOWED_EXTENSIONS].filter((e) => contentMatchesExtension(e, HTML_PAGE));
    expect(passesAs.sort()).toEqual(["csv", "txt", "xml"]);
  });

  it("tell Office files apart from the archives and compound files they are made of", () => {
    const plainZip = zipOf({ "readme.txt": "hi" });
    expect(contentMatchesExtension("docx", plainZip)).toBe(false);
    expect(contentMatchesExtension("xlsx", plainZip)).toBe(false);
    const docx = samples.find(([e]) => e === "docx")?.[2] ?? new Uint8Array();
    expect(contentMatchesExtension("xlsx", docx)).toBe(false);
    expect(contentMatchesExtension("doc", compoundFileWith("Workbook"))).toBe(false);
    expect(contentMatchesExtension("xls", compoundFileWith("WordDocument"))).toBe(false);
    expect(contentMatchesExtension("doc", compoundFileWith("Contents"))).toBe(false);
  });

  it("refuse text with NUL or control bytes, or bytes that are no text encoding", () => {
    expect(contentMatchesExtension("txt", PNG_1PX)).toBe(false);
    expect(contentMatchesExtension("csv", new Uint8Array([0x61, 0x00, 0x62]))).toBe(false);
    expect(contentMatchesExtension("txt", new Uint8Array([0x61, 0x07, 0x62]))).toBe(false);
    expect(contentMatchesExtension("txt", new Uint8Array([0xff, 0x30, 0xff]))).toBe(false);
    expect(contentMatchesExtension("xml", new TextEncoder().encode("not markup"))).toBe(false);
  });

  it("refuse truncated and empty files of every binary type", () => {
    const binary = [...UPLOAD_ALLOWED_EXTENSIONS].filter((e) => !["txt", "csv"].includes(e));
    for (const extension of binary) {
      expect(contentMatchesExtension(extension, new Uint8Array(0)), extension).toBe(false);
      expect(contentMatchesExtension(extension, new Uint8Array([0xff])), extension).toBe(false);
    }
  });
});

let storageDir: string;
beforeAll(async () => {
  storageDir = await mkdtemp(join(tmpdir(), "kanya-upload-content-"));
});
afterAll(async () => {
  await rm(storageDir, { recursive: true, force: true });
});

function form(name: string, bytes: Uint8Array): FormData {
  const data = new FormData();
  data.append("file", new Blob([bytes]), name);
  data.append("biz", "content");
  return data;
}

const storedFiles = async () => (await readdir(storageDir, { recursive: true })).map(String).sort();

describe.each(backends)("/sys/common/upload checks content on $name", (backend) => {
  let client: Promise<ReturnType<typeof inProcessClient>>;
  const setup = () => {
    client ??= (async () => {
      const db = await backend.db();
      const app = createApp({ db, storage: localFileStorage(storageDir) });
      const user = await createTestUser(db);
      return inProcessClient(app, { token: await signIn(app, user.username, user.password) });
    })();
    return client;
  };

  it("stores a well-formed file of every accepted type, byte for byte", async () => {
    const api = await setup();
    for (const [extension, label, bytes] of samples) {
      const res = await api.sys.common.upload(form(`样本.${extension}`, bytes));
      expect(res, label).toMatchObject({ success: true, code: 0 });
      expect(new Uint8Array(await readFile(join(storageDir, res.message)))).toEqual(bytes);
    }
  });

  it.each([...UPLOAD_ALLOWED_EXTENSIONS].filter((e) => !["txt", "csv", "xml"].includes(e)))(
    "refuses a page named .%s and stores nothing",
    async (extension) => {
      const api = await setup();
      const before = await storedFiles();
      const res = await api.sys.common.upload(form(`photo.${extension.toUpperCase()}`, HTML_PAGE));
      expect(res).toMatchObject({
        success: false,
        message: `操作失败，上传失败，文件内容与扩展名不符：${extension}`,
      });
      expect(await storedFiles()).toEqual(before);
    },
  );

  it("refuses an image named as text, and a Word file named as a workbook", async () => {
    const api = await setup();
    const before = await storedFiles();
    expect(await api.sys.common.upload(form("notes.txt", PNG_1PX))).toMatchObject({
      success: false,
      message: "操作失败，上传失败，文件内容与扩展名不符：txt",
    });
    expect(await api.sys.common.upload(form("sheet.xls", compoundFileWith("WordDocument")))).toMatchObject({
      success: false,
      message: "操作失败，上传失败，文件内容与扩展名不符：xls",
    });
    expect(await storedFiles()).toEqual(before);
  });
});
