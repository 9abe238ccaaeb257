/**
 * Dictionary-backed selects and tags. Values come from
 * GET /backend/api/v1/system/dict/data/getDictData?dictType=… (data.values [{key, value, isDefault}]),
 * fetched once per dictType and language for the session (labels are in the current language).
 */
import { Radio, Select, type SelectProps, Tag } from 'antd';
import { useEffect, useState } from 'react';
import type { DictValue, GetDictDataResult } from '../api';
import { api } from '../http/request';
import { getLang, useLang } from '../i18n';
import { langHeaders } from './feedback';

export const DICT_DATA_URL = '/api/v1/system/dict/data/getDictData';

const cache = new Map<string, Promise<DictValue[]>>();
const settled = new Map<string, DictValue[]>();

/** Forget every cached dictionary (after editing dictionary data, or on logout). */
export function clearDictCache(dictType?: string): void {
  for (const k of [...cache.keys()]) {
    if (!dictType || k.endsWith(`|${dictType}`)) {
      cache.delete(k);
      settled.delete(k);
    }
  }
}

/** The values of a dictionary in a language (default: the current one); cached. */
export function loadDict(dictType: string, lang: string = getLang()): Promise<DictValue[]> {
  const k = `${lang}|${dictType}`;
  let p = cache.get(k);
  if (!p) {
    p = api
      .get<GetDictDataResult>(DICT_DATA_URL, { dictType }, { headers: langHeaders(), silent: true })
      .then((d) => {
        const values = d?.values ?? [];
        settled.set(k, values);
        return values;
      })
      .catch(() => {
        // A failed load is retried by the next user of the dictionary.
        cache.delete(k);
        return [] as DictValue[];
      });
    cache.set(k, p);
  }
  return p;
}

/** The dictionary's values (empty while loading) for the current language. */
export function useDict(dictType: string): { values: DictValue[]; loading: boolean } {
  const lang = useLang();
  const k = `${lang}|${dictType}`;
  const [state, setState] = useState<{ k: string; values: DictValue[] | null }>(() => ({ k, values: settled.get(k) ?? null }));
  useEffect(() => {
    let live = true;
    const ready = settled.get(k);
    if (ready) setState({ k, values: ready });
    else loadDict(dictType, lang).then((values) => live && setState({ k, values }));
    return () => {
      live = false;
    };
  }, [k, dictType, lang]);
  const values = state.k === k ? state.values : (settled.get(k) ?? null);
  return { values: values ?? [], loading: values === null };
}

/** Dictionary keys are strings; numeric columns (status, sex, userType) want numbers. */
const conv = (key: string, numeric?: boolean): string | number => (numeric ? Number(key) : key);

export interface DictSelectProps extends Omit<SelectProps, 'options'> {
  dictType: string;
  /** Values are numbers (the column is an integer). */
  numeric?: boolean;
}

export function DictSelect({ dictType, numeric, ...rest }: DictSelectProps) {
  const { values, loading } = useDict(dictType);
  return (
    <Select
      loading={loading}
      {...rest}
      options={values.map((v) => ({ value: conv(v.key, numeric), label: v.value }))}
    />
  );
}

export function DictRadio({
  dictType,
  numeric,
  value,
  onChange,
  disabled,
}: {
  dictType: string;
  numeric?: boolean;
  value?: string | number;
  onChange?: (v: string | number) => void;
  disabled?: boolean;
}) {
  const { values } = useDict(dictType);
  return (
    <Radio.Group
      value={value}
      disabled={disabled}
      onChange={(e) => onChange?.(e.target.value)}
      options={values.map((v) => ({ value: conv(v.key, numeric), label: v.value }))}
    />
  );
}

/** The label of a value as a Tag; `colors` by key (e.g. {1: 'success', 0: 'error'}). */
export function DictTag({
  dictType,
  value,
  colors,
}: {
  dictType: string;
  value: string | number | null | undefined;
  colors?: Record<string, string>;
}) {
  const { values } = useDict(dictType);
  if (value === null || value === undefined || value === '') return <>—</>;
  const hit = values.find((v) => v.key === String(value));
  return <Tag color={colors?.[String(value)]}>{hit?.value ?? String(value)}</Tag>;
}

/** The label of a value as text. */
export function DictLabel({ dictType, value }: { dictType: string; value: string | number | null | undefined }) {
  const { values } = useDict(dictType);
  if (value === null || value === undefined || value === '') return <>—</>;
  return <>{values.find((v) => v.key === String(value))?.value ?? String(value)}</>;
}
