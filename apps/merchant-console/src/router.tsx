import { createContext, useContext, useEffect, useRef, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';

/** Where the console is served (fulfilment-api, `/console/`). */
export const BASE = '/console';

/** What to ask before leaving the page (unsaved changes), one entry per {@link useLeaveGuard} holding a question. */
const leaveQuestions = new Map<symbol, string>();

/**
 * Whether the merchant agrees to leave the page: true without asking when nothing is
 * unsaved, else `window.confirm` with the question of the latest guard (OK leaves, Cancel stays).
 */
export function mayLeave(): boolean {
  const questions = [...leaveQuestions.values()];
  return questions.length === 0 || window.confirm(questions[questions.length - 1]);
}

/**
 * While `question` is set (a page has unsaved changes), leaving the page asks it first: a
 * link, a location's tab or the browser's back button inside the console (`window.confirm`),
 * closing or reloading the tab (the browser's own question). Several guards may hold at
 * once (a page's save bar and a dialog's); each releases its own.
 */
export function useLeaveGuard(question: string | null): void {
  useEffect(() => {
    if (question === null) return;
    const key = Symbol('leave-guard');
    leaveQuestions.set(key, question);
    const onBeforeUnload = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      leaveQuestions.delete(key);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [question]);
}

const RouterContext = createContext<{ path: string; navigate: (to: string) => void }>({ path: '/', navigate: () => undefined });

/** The app's path below {@link BASE} (`/locations/3/pickup`), kept in the address bar with the History API. */
export function RouterProvider({ children }: { children: ReactNode }) {
  const current = () => window.location.pathname.slice(BASE.length) || '/';
  const [path, setPath] = useState(current);
  const shown = useRef(path);
  useEffect(() => {
    shown.current = path;
  }, [path]);
  useEffect(() => {
    const onPop = () => {
      // Back or forward refused (unsaved changes): the address bar shows this page again.
      if (mayLeave()) setPath(current());
      else window.history.pushState(null, '', BASE + shown.current);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = (to: string) => {
    if (to !== path && !mayLeave()) return;
    window.history.pushState(null, '', BASE + to);
    setPath(to);
    window.scrollTo(0, 0);
  };
  return <RouterContext.Provider value={{ path, navigate }}>{children}</RouterContext.Provider>;
}

export function useRouter() {
  return useContext(RouterContext);
}

/** Matches `pattern` (`/locations/:id/:tab?`) against the path; params by name, or null. */
export function match(pattern: string, path: string): Record<string, string> | null {
  const p = pattern.split('/').filter(Boolean);
  const s = path.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < Math.max(p.length, s.length); i++) {
    const part = p[i];
    if (part === undefined) return null;
    const optional = part.endsWith('?');
    if (s[i] === undefined) {
      if (optional) continue;
      return null;
    }
    if (part.startsWith(':')) params[part.slice(1).replace(/\?$/, '')] = decodeURIComponent(s[i]);
    else if (part !== s[i]) return null;
  }
  return params;
}

/** An anchor that navigates inside the app (a real `href`, so it opens in a new tab too). */
export function Link({ to, children, onClick: also, ...rest }: { to: string; children: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { navigate } = useRouter();
  // The caller's onClick (Mantine's NavLink passes one) runs first instead of replacing this one.
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    also?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to);
  };
  return (
    <a href={BASE + to} {...rest} onClick={onClick}>
      {children}
    </a>
  );
}
