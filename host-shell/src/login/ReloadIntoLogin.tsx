import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Inside the shell, /login is reached by a full load so the login island starts clean. `to` (a
 * /login path with its query) is for callers that know the target before the shell's own /login
 * route would render: then the browser makes one navigation, not an in-app hop and a reload.
 */
export default function ReloadIntoLogin({ to }: { to?: string }) {
  const { search } = useLocation();
  const target = to ?? `/login${search}`;
  useEffect(() => {
    window.location.replace(`/admin${target}`);
  }, [target]);
  return null;
}
