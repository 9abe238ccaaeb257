/** User picker for private messages: searches GET notice/receivers (server side, debounced). */
import { api } from '@shiftdesk/shared';
import type { NoticeReceiverRow, PageResultOf } from '@shiftdesk/shared/api';
import { Select, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

export interface ReceiverPickerProps {
  value?: number[];
  onChange?: (ids: number[]) => void;
  id?: string;
  /** Already chosen users (labels for ids not in the current search page). */
  known?: { id: number; userName: string; userNickname: string }[];
}

const label = (u: { userName: string; userNickname: string }) =>
  u.userNickname ? `${u.userNickname} (${u.userName})` : u.userName;

export function ReceiverPicker({ value, onChange, id, known = [] }: ReceiverPickerProps) {
  const { t } = useTranslation(NS);
  const [keyword, setKeyword] = useState('');
  const [rows, setRows] = useState<NoticeReceiverRow[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const seen = useRef(new Map<number, string>());
  for (const k of known) seen.current.set(k.id, label(k));

  useEffect(() => {
    let live = true;
    const timer = setTimeout(
      () => {
        setLoading(true);
        api
          .get<PageResultOf<NoticeReceiverRow>>(
            '/api/v1/system/notice/receivers',
            { keyword: keyword || undefined, pageNum: 1, pageSize: 50 },
            { silent: true },
          )
          .then((r) => {
            if (!live) return;
            setFailed(false);
            for (const u of r.list) seen.current.set(u.id, label(u));
            setRows(r.list);
          })
          .catch(() => live && setFailed(true))
          .finally(() => live && setLoading(false));
      },
      keyword ? 300 : 0,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword]);

  const options = useMemo(() => {
    const opts = rows.map((u) => ({ value: u.id, label: label(u), dept: u.dept?.deptName }));
    for (const v of value ?? [])
      if (!opts.some((o) => o.value === v))
        opts.push({ value: v, label: seen.current.get(v) ?? `#${v}`, dept: undefined });
    return opts;
  }, [rows, value]);

  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      value={value}
      onChange={onChange}
      placeholder={t('notice.form.receiversPlaceholder')}
      filterOption={false}
      showSearch={{ onSearch: setKeyword, filterOption: false }}
      onBlur={() => setKeyword('')}
      notFoundContent={loading ? <Spin size="small" /> : failed ? t('notice.form.receiversFailed') : undefined}
      options={options.map((o) => ({ value: o.value, label: o.dept ? `${o.label} · ${o.dept}` : o.label }))}
      maxTagCount="responsive"
    />
  );
}
