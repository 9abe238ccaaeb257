import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Inside the shell, /login is reached by a full load so the login island starts clean. */
export default function ReloadIntoLogin() {
  const { search } = useLocation();
  useEffect(() => {
    window.location.replace(`/admin/login${search}`);
  }, [search]);
  return null;
}
