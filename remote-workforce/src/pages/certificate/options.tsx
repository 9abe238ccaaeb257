/** Choices the certificate forms and filters load: certificate types and workers (searched by name). */
import { api, useCrudList } from '@shiftdesk/shared';
import { CertificateTypeApi, type CertificateTypeRow, type PageResultOf, WorkerApi, type WorkerRow } from '@shiftdesk/shared/api';
import { Select, type SelectProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';

/** Active certificate types as select options (all of them with `all`, for filters). */
export function useTypeOptions(all = false) {
  const query = useMemo(() => ({ pageSize: 500, ...(all ? {} : { status: 'active' }) }), [all]);
  const list = useCrudList<PageResultOf<CertificateTypeRow>>(CertificateTypeApi.url.list, query);
  const types = list.data?.list ?? [];
  return {
    types,
    options: types.map((x) => ({ value: x.id, label: x.name })),
  };
}

/** A worker picker: type a name, pick from the matches (the form's value is the worker id). */
export function WorkerSelect(p: SelectProps & { value?: number; onChange?: (id: number) => void }) {
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<{ value: number; label: string }[]>([]);
  // The chosen worker keeps its label when the search clears and the matches change.
  const [picked, setPicked] = useState<{ value: number; label: string } | null>(null);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      api
        .get<PageResultOf<WorkerRow>>(WorkerApi.url.list, { keyword: keyword || undefined, pageSize: 20 }, { silent: true } as never)
        .then((r) => live && setOptions(r.list.map((w) => ({ value: w.id, label: `${w.name} (#${w.id})` }))))
        .catch(() => live && setOptions([]));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword]);
  const shown = picked && p.value === picked.value && !options.some((o) => o.value === picked.value) ? [picked, ...options] : options;
  return (
    <Select
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear
      {...p}
      options={shown}
      onChange={(id: number) => {
        setPicked(options.find((o) => o.value === id) ?? null);
        p.onChange?.(id);
      }}
    />
  );
}
