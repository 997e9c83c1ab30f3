import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/** The element next to the page's title where {@link PageActions} render (set by src/app.tsx). */
export const PageActionsSlot = createContext<HTMLElement | null>(null);

/**
 * The page's primary action (and at most a secondary one), shown on the right of the
 * page's title as in Shopify's admin: `<PageActions><Button component={Link} to="/locations/new">Add location</Button></PageActions>`.
 * Rendered nowhere outside the console's shell.
 */
export function PageActions({ children }: { children: ReactNode }) {
  const slot = useContext(PageActionsSlot);
  return slot ? createPortal(children, slot) : null;
}
