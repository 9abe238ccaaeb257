/**
 * A select whose options come from a list endpoint, searched on the server as the user types
 * (a worker, a client, a department…): the first page on open, then the matches of the typed
 * keyword. The picked option keeps its label when the matches change, and a late answer never
 * replaces a newer one.
 */
import { Select, type SelectProps } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { PageResultOf } from '../api';
import { api } from '../http/request';

export interface RemoteOption {
  value: number | string;
  label: string;
  disabled?: boolean;
}

export interface RemoteSelectProps<T> extends Omit<SelectProps, 'options' | 'showSearch' | 'onSearch' | 'loading'> {
  /** The list endpoint (`XxxApi.url.list`); null loads nothing (e.g. until a parent is picked). */
  url: string | null;
  /** Fixed filters sent with every search (e.g. `{ clientId }`); a change reloads. */
  query?: Record<string, unknown>;
  /** The query parameter that carries the typed text (default `keyword`). */
  keywordParam?: string;
  /** A row's option; `null` leaves the row out. */
  toOption: (row: T) => RemoteOption | null;
  /** Rows per search (default 20). */
  pageSize?: number;
  /** Each answer's rows and the keyword they match ('' = the first page: nothing to pick at all when empty). */
  onLoaded?: (rows: T[], keyword: string) => void;
}

export function RemoteSelect<T>({ url, query, keywordParam = 'keyword', toOption, pageSize = 20, onLoaded, ...props }: RemoteSelectProps<T>) {
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<RemoteOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [picked, setPicked] = useState<RemoteOption | null>(null);
  const seq = useRef(0);
  const fixed = JSON.stringify(query ?? {});
  const convert = useRef(toOption);
  convert.current = toOption;
  const loaded = useRef(onLoaded);
  loaded.current = onLoaded;

  useEffect(() => {
    const mine = ++seq.current;
    if (!url) {
      setOptions([]);
      return;
    }
    // Typing waits for a pause; the first page and a changed filter load at once.
    const timer = setTimeout(
      () => {
        setLoading(true);
        api
          .get<PageResultOf<T>>(url, { ...JSON.parse(fixed), [keywordParam]: keyword.trim() || undefined, pageSize }, {
            silent: true,
          } as never)
          .then((r) => {
            if (mine !== seq.current) return;
            setOptions(r.list.flatMap((row) => convert.current(row) ?? []));
            loaded.current?.(r.list, keyword.trim());
          })
          .catch(() => mine === seq.current && setOptions([]))
          .finally(() => mine === seq.current && setLoading(false));
      },
      keyword ? 250 : 0,
    );
    return () => clearTimeout(timer);
  }, [url, fixed, keywordParam, keyword, pageSize]);

  const shown = useMemo(
    () => (picked && props.value === picked.value && !options.some((o) => o.value === picked.value) ? [picked, ...options] : options),
    [picked, props.value, options],
  );
  return (
    <Select
      allowClear
      {...props}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={loading}
      options={shown}
      onChange={(value, option) => {
        // The option antd hands over, not a lookup in `options`: the handler may come from an
        // earlier render whose matches did not hold it yet (the select then showed a bare id).
        const chosen = option && !Array.isArray(option) ? (option as RemoteOption) : undefined;
        setPicked(chosen && chosen.value === value ? { value: chosen.value, label: chosen.label, disabled: chosen.disabled } : null);
        props.onChange?.(value, option);
      }}
    />
  );
}
