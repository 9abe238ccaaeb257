/** Choices the certificate forms and filters load: certificate types and workers (searched by name). */
import { RemoteSelect, type RemoteSelectProps, useCrudList } from '@shiftdesk/shared';
import { CertificateTypeApi, type CertificateTypeRow, type PageResultOf, WorkerApi, type WorkerRow } from '@shiftdesk/shared/api';
import { useMemo } from 'react';

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
export function WorkerSelect(p: Omit<RemoteSelectProps<WorkerRow>, 'url' | 'toOption'>) {
  return <RemoteSelect<WorkerRow> {...p} url={WorkerApi.url.list} toOption={(w) => ({ value: w.id, label: `${w.name} (#${w.id})` })} />;
}
