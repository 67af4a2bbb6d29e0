import { type ComponentType, Suspense } from "react";

/** What the slot gets: the category and its name in the current language. */
export interface CategoryActionProps {
  categoryId: number;
  categoryName: string;
}

let action: ComponentType<CategoryActionProps> | null = null;

/**
 * The slot on each tile of the /categories grid that `app/` fills (the favourite-category toggle,
 * decision 0037): favourites shows categories, so deals cannot import it without a cycle. The
 * component may be lazy: it loads after the grid, which does not wait for it.
 */
export function setCategoryAction(component: ComponentType<CategoryActionProps> | null): void {
  action = component;
}

/** The registered action for one category, or nothing. */
export function CategoryAction(props: CategoryActionProps) {
  const Action = action;
  if (!Action) return null;
  return (
    <Suspense fallback={null}>
      <Action {...props} />
    </Suspense>
  );
}
