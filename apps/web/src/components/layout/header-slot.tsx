import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

type Target = HTMLElement | null;

interface HeaderSlot {
  /** Where a screen's title and actions are rendered (set by the header once it mounts). */
  title: Target;
  actions: Target;
  setTitle: (element: Target) => void;
  setActions: (element: Target) => void;
  /** Whether a screen placed actions there (the header then makes room on phones). */
  hasActions: boolean;
  setHasActions: (value: boolean) => void;
}

const HeaderSlotContext = createContext<HeaderSlot | null>(null);

/**
 * The layout route owns the header, yet a screen (Messages) adds its own title and buttons to it: the screen
 * renders `<HeaderTitle>` / `<HeaderActions>` and they are portalled into the header, so the buttons keep
 * working with the screen's own state.
 */
export function HeaderSlotProvider({ children }: { children: ReactNode }) {
  const [title, setTitle] = useState<Target>(null);
  const [actions, setActions] = useState<Target>(null);
  const [hasActions, setHasActions] = useState(false);
  return (
    <HeaderSlotContext.Provider value={{ title, actions, setTitle, setActions, hasActions, setHasActions }}>
      {children}
    </HeaderSlotContext.Provider>
  );
}

export const useHeaderSlot = () => useContext(HeaderSlotContext);

/** A screen's title, shown next to the logo in the layout's app header. */
export function HeaderTitle({ children }: { children: string }) {
  const target = useHeaderSlot()?.title;
  return target ? createPortal(<h1 className="truncate text-base font-semibold sm:text-lg">{children}</h1>, target) : null;
}

/** A screen's own header buttons, placed before the live links of the layout's app header. */
export function HeaderActions({ children }: { children: ReactNode }) {
  const slot = useHeaderSlot();
  const setHasActions = slot?.setHasActions;
  useEffect(() => {
    if (!setHasActions) return;
    setHasActions(true);
    return () => setHasActions(false);
  }, [setHasActions]);
  return slot?.actions ? createPortal(children, slot.actions) : null;
}
