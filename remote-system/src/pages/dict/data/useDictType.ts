/** Which dictionary type the page lists, read from the route; apart so the page keeps only the list. */
import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';

/** The :dictType of the route (from the router params, or the path's last segment). */
export function useDictType(): string {
  const params = useParams();
  const { pathname } = useLocation();
  return useMemo(() => {
    if (params.dictType) return params.dictType;
    const m = /\/dict\/data\/list\/([^/?#]+)/.exec(pathname);
    return m ? decodeURIComponent(m[1]) : '';
  }, [params.dictType, pathname]);
}
