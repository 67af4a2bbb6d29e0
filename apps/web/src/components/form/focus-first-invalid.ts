/** Moves focus to the first field marked invalid in a form (after a failed submit). */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>("[aria-invalid='true']");
    field?.focus();
  });
}
