/**
 * "Clear" of a log: empties it whole (`DELETE <entity>/clear {}`) after a danger confirmation,
 * shown only with the entity's `clear` rule. For CrudListPage's `toolbar`:
 *
 *   toolbar={(page) => <ClearButton entity={OperLogApi} ns={NS} texts="operLog" onDone={page.list.reload} />}
 *
 * Texts are keys of the page's namespace under `texts`: `.clear`, `.clearConfirm`, `.cleared`.
 */
import ClearOutlined from '@ant-design/icons/es/icons/ClearOutlined';
import { useTranslation } from 'react-i18next';
import { api } from '../http/request';
import { langHeaders, useFeedback } from './feedback';
import { PermissionButton } from './PermissionButton';

export interface ClearButtonProps {
  entity: { url: { clear: string }; rule: { clear: string } };
  ns: string;
  texts: string;
  onDone?: () => void;
}

export function ClearButton({ entity, ns, texts, onDone }: ClearButtonProps) {
  const { t } = useTranslation(ns);
  const ui = useFeedback();
  const label = t(`${texts}.clear`);
  const clear = () =>
    ui.modal.confirm({
      title: label,
      content: t(`${texts}.clearConfirm`),
      okText: label,
      okButtonProps: { danger: true },
      onOk: async () => {
        await api.del(entity.url.clear, {}, { headers: langHeaders() });
        ui.message.success(t(`${texts}.cleared`));
        onDone?.();
      },
    });
  return (
    <PermissionButton rule={entity.rule.clear} danger icon={<ClearOutlined />} onClick={clear}>
      {label}
    </PermissionButton>
  );
}
