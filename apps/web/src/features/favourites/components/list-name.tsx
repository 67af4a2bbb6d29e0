import { displayListName } from "@spc/shared";

/**
 * A list's name as spec §5 shows it: over 45 characters, the first 40 and "…", with the full
 * name as a tooltip and as the accessible name (a screen reader reads the whole name).
 */
export function ListName({ name }: { name: string }) {
  const shown = displayListName(name);
  if (!shown.showTooltip) return <>{name}</>;
  return (
    <span className="list-name" title={name}>
      <span aria-hidden="true">{shown.text}</span>
      <span className="visually-hidden">{name}</span>
    </span>
  );
}
