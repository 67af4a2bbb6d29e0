import { ERROR_CODES, listNameTakenMessage } from "@spc/shared";
import { AppError } from "../../lib/app-error";

// The refusals of the saved lists and favourites (codes of decision 0032; statuses in the errors
// plugin's table). Messages are English for logs and API users; the web words each code itself.

/** No such list, or another member's: the same answer, so ids reveal nothing. */
export function listNotFound(): AppError {
  return AppError.notFound("No such list");
}

/** Spec §5: '<name> already exists!' (the trimmed name as the member typed it). */
export function listNameTaken(name: string): AppError {
  return new AppError(ERROR_CODES.listNameTaken, listNameTakenMessage(name), { details: { name } });
}

export function listLimitReached(max: number): AppError {
  return new AppError(ERROR_CODES.listLimitReached, `A member can keep at most ${max} lists`, {
    details: { max },
  });
}

export function listFull(max: number): AppError {
  return new AppError(ERROR_CODES.listFull, `A list can hold at most ${max} offers`, {
    details: { max },
  });
}

export function favouritesFull(max: number): AppError {
  return new AppError(ERROR_CODES.favouritesFull, `At most ${max} favourites can be kept`, {
    details: { max },
  });
}

/** A full-list write based on an old read: details.version is the current version. */
export function versionConflict(version: number): AppError {
  return new AppError(
    ERROR_CODES.versionConflict,
    "It changed since it was read: read it again, apply the change and send it again",
    { details: { version } },
  );
}

export function offersUnavailable(offerIds: readonly number[]): AppError {
  return new AppError(
    ERROR_CODES.offersUnavailable,
    `These offers cannot be saved (unknown, delisted, expired or not started): ${offerIds.join(", ")}`,
    { details: { offer_ids: [...offerIds] } },
  );
}

export function categoriesUnavailable(categoryIds: readonly number[]): AppError {
  return new AppError(
    ERROR_CODES.categoriesUnavailable,
    `These categories do not exist: ${categoryIds.join(", ")}`,
    { details: { category_ids: [...categoryIds] } },
  );
}
