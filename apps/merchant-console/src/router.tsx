import { createContext, useContext, useEffect, useState, type AnchorHTMLAttributes, type MouseEvent, type ReactNode } from 'react';

/** Where the console is served (fulfilment-api, `/console/`). */
export const BASE = '/console';

const RouterContext = createContext<{ path: string; navigate: (to: string) => void }>({ path: '/', navigate: () => undefined });

/** The app's path below {@link BASE} (`/locations/3/pickup`), kept in the address bar with the History API. */
export function RouterProvider({ children }: { children: ReactNode }) {
  const current = () => window.location.pathname.slice(BASE.length) || '/';
  const [path, setPath] = useState(current);
  useEffect(() => {
    const onPop = () => setPath(current());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = (to: string) => {
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
export function Link({ to, children, ...rest }: { to: string; children: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const { navigate } = useRouter();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to);
  };
  return (
    <a href={BASE + to} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
