/*
 * The part of negotiator 1.x (jshttp) the front uses. @types/negotiator (0.6) does not know the
 * `preferred` option, which orders codings the client weighs equally.
 */
declare module "negotiator" {
  class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> });
    encoding(
      available: readonly string[],
      options?: { preferred?: readonly string[] },
    ): string | undefined;
  }
  export = Negotiator;
}
