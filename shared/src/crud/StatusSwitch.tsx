/**
 * Enabled/disabled cell: confirms, flips at once (optimistic), calls `PUT url {id, status}`,
 * and flips back when the call fails (the client shows the server's message).
 */
import { Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth';
import { api } from '../http/request';
import { langHeaders, useFeedback } from './feedback';
import { CRUD_NS } from './i18n';

export interface StatusSwitchProps {
  id: number;
  /** 1 enabled, 0 disabled */
  status: number;
  /** e.g. '/api/v1/system/role/setStatus' */
  url: string;
  /** Without this rule the switch is read-only. */
  rule?: string;
  /** Shown in the confirmation ("Disable “Alice”?"). */
  name?: string;
  /** Skip the confirmation. */
  noConfirm?: boolean;
  /** After the server accepted the change. */
  onChanged?: (status: number) => void;
}

export function StatusSwitch({ id, status, url, rule, name, noConfirm, onChanged }: StatusSwitchProps) {
  const { t } = useTranslation(CRUD_NS);
  const { has } = useAuth();
  const ui = useFeedback();
  const [value, setValue] = useState(status);
  const [busy, setBusy] = useState(false);
  useEffect(() => setValue(status), [status]);
  const allowed = !rule || has(rule);

  const apply = async (next: number) => {
    const before = value;
    setValue(next);
    setBusy(true);
    try {
      await api.put(url, { id, status: next }, { headers: langHeaders() });
      ui.message.success(t('status.done'));
      onChanged?.(next);
    } catch {
      setValue(before);
    } finally {
      setBusy(false);
    }
  };

  const toggle = (checked: boolean) => {
    const next = checked ? 1 : 0;
    if (noConfirm) return void apply(next);
    const action = t(next === 1 ? 'status.enable' : 'status.disable');
    ui.modal.confirm({
      title: t('status.confirm', { action, name: name ?? `#${id}` }),
      okText: action,
      cancelText: t('form.cancel'),
      onOk: () => {
        void apply(next);
      },
    });
  };

  return (
    <Switch
      size="small"
      checked={value === 1}
      loading={busy}
      disabled={!allowed}
      onChange={toggle}
      aria-label={name ? `${name}: ${t(value === 1 ? 'status.enable' : 'status.disable')}` : undefined}
      checkedChildren={t('status.enabled', { ns: 'common' })}
      unCheckedChildren={t('status.disabled', { ns: 'common' })}
    />
  );
}
