import { CODE_ERROR } from "./result";

/**
 * An error the caller caused (bad input, wrong password, missing record). It is answered as the envelope
 * with `success: false`, HTTP 200, and its message shown to the user; nothing was changed.
 */
export class BusinessError extends Error {
  override readonly name = "BusinessError";
  constructor(
    message: string,
    readonly code: number = CODE_ERROR,
  ) {
    super(message);
  }
}
