/**
 * Confirm, then `DELETE url {ids}`. The server's message (e.g. the 409 "still used by …") is
 * shown by the HTTP client; the confirmation closes either way.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../http/request';
import { langHeaders, useFeedback } from './feedback';
import { CRUD_NS } from './i18n';

export interface DeleteOptions {
  url: string;
  ids: number[];
  /** Shown in the confirmation of a single delete. */
  name?: string;
  onDone?: () => void;
}

export function useDelete() {
  const { t } = useTranslation(CRUD_NS);
  const ui = useFeedback();
  return useCallback(
    ({ url, ids, name, onDone }: DeleteOptions) => {
      if (!ids.length) {
        ui.message.warning(t('delete.selectFirst'));
        return;
      }
      ui.modal.confirm({
        title: t('delete.title'),
        content: ids.length === 1 && name ? t('delete.confirmOne', { name }) : t('delete.confirmMany', { count: ids.length }),
        okText: t('delete.title'),
        okButtonProps: { danger: true },
        cancelText: t('form.cancel'),
        onOk: async () => {
          try {
            await api.del(url, { ids }, { headers: langHeaders() });
            ui.message.success(t('delete.done'));
            onDone?.();
          } catch {
            /* the client showed the server's message */
          }
        },
      });
    },
    [t, ui],
  );
}
