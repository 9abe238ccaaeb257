/**
 * Picks a worker by name, phone or NRIC last 4 (the worker list's keyword search); shows name,
 * phone and masked NRIC, never the whole NRIC. Workers already blacklisted are shown disabled.
 */
import { api } from '@shiftdesk/shared';
import { type PageResultOf, WorkerApi, type WorkerRow } from '@shiftdesk/shared/api';
import { Select, type SelectProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

export function WorkerPicker(props: Omit<SelectProps<number>, 'options' | 'onSearch' | 'showSearch'>) {
  const { t } = useTranslation(NS);
  const [options, setOptions] = useState<SelectProps<number>['options']>([]);
  const [loading, setLoading] = useState(false);
  const seq = useRef(0);
  const search = (keyword: string) => {
    const mine = ++seq.current;
    setLoading(true);
    api
      .get<PageResultOf<WorkerRow>>(WorkerApi.url.list, { keyword: keyword.trim() || undefined, pageSize: 20 })
      .then((d) => {
        if (mine !== seq.current) return;
        setOptions(
          d.list.map((w) => ({
            value: w.id,
            label: `${w.name} · ${w.phone} · ${w.nric}`,
            disabled: w.status === 'blacklisted',
          })),
        );
      })
      .catch(() => undefined)
      .finally(() => mine === seq.current && setLoading(false));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first page once, on mount
  useEffect(() => search(''), []);
  return (
    <Select<number>
      {...props}
      showSearch={{ filterOption: false, onSearch: search }}
      loading={loading}
      options={options}
      placeholder={t('conduct.pickWorker')}
      allowClear
    />
  );
}
