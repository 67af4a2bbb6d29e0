import { Transform, type TransformCallback } from "node:stream";
import { ERROR_CODES } from "@spc/shared";
import { AppError } from "../../../lib/app-error";

/**
 * Passes bytes through until `maxBytes`, then fails with 413 `payload_too_large`: a streamed body
 * is never buffered by the framework, so its limit is kept here.
 */
export function limitBytes(maxBytes: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      seen += chunk.length;
      if (seen > maxBytes) {
        callback(
          new AppError(ERROR_CODES.payloadTooLarge, `The file is larger than ${maxBytes} bytes`),
        );
        return;
      }
      callback(null, chunk);
    },
  });
}
