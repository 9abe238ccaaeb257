/**
 * The add/edit dialog of one type's dictionary data, apart from the page: it posts its own body
 * (edit by `dictCode`, not `id`), so it is not the kit's generated form of CrudListPage.
 */
import { api, FormModal, langHeaders } from '@shiftdesk/shared';
import { DictDataAddBody, DictDataApi, DictDataEditBody, type DictDataRow } from '@shiftdesk/shared/api';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n';

export interface DictDataFormProps {
  /** The type new data is added to. */
  dictType: string;
  /** `null` closed, `'new'` to add, a row to edit. */
  editing: DictDataRow | 'new' | null;
  onSaved: () => void;
  onClose: () => void;
}

export function DictDataForm({ dictType, editing, onSaved, onClose }: DictDataFormProps) {
  const { t } = useTranslation(NS);
  const row = editing && editing !== 'new' ? editing : undefined;
  return (
    <FormModal<DictDataAddBody>
      open={!!editing}
      id={row?.dictCode}
      title={row ? t('dictData.form.editTitle') : t('dictData.form.addTitle')}
      schema={row ? DictDataEditBody : DictDataAddBody}
      initialValues={
        row
          ? {
              dictType: row.dictType,
              dictLabel: row.dictLabel,
              dictLabelZh: row.dictLabelZh,
              dictValue: row.dictValue,
              dictSort: row.dictSort,
              isDefault: row.isDefault,
              status: row.status,
              remark: row.remark,
            }
          : { dictType, dictLabelZh: '', dictSort: 0, isDefault: false, status: 1, remark: '' }
      }
      fields={[
        { name: 'dictType', label: t('dictData.form.dictType'), disabled: true },
        { name: 'dictLabel', label: t('dictData.form.dictLabel') },
        { name: 'dictLabelZh', label: t('dictData.form.dictLabelZh'), extra: t('dictData.form.dictLabelZhHint') },
        { name: 'dictValue', label: t('dictData.form.dictValue') },
        {
          name: 'dictSort',
          label: t('dictData.form.dictSort'),
          type: 'number',
          props: { precision: 0 },
          // the kit's required rule treats numbers as strings; a typed rule instead
          required: false,
          rules: [{ required: true, type: 'number', message: t('dictData.form.dictSortRequired') }],
        },
        {
          name: 'isDefault',
          label: t('dictData.form.isDefault'),
          type: 'radio',
          options: [
            { value: true as never, label: t('dictData.yes') },
            { value: false as never, label: t('dictData.no') },
          ],
        },
        {
          name: 'status',
          label: t('dictData.form.status'),
          type: 'dictRadio',
          dictType: 'sys_normal_disable',
          numeric: true,
        },
        { name: 'remark', label: t('dictData.form.remark'), type: 'textarea' },
      ]}
      onSubmit={(v) => {
        const body: DictDataAddBody = {
          dictType: v.dictType || dictType,
          dictLabel: v.dictLabel,
          dictLabelZh: v.dictLabelZh ?? '',
          dictValue: v.dictValue,
          dictSort: v.dictSort,
          isDefault: !!v.isDefault,
          status: v.status,
          remark: v.remark ?? '',
        };
        return row
          ? api.put(DictDataApi.url.edit, { dictCode: row.dictCode, ...body }, { silent: true, headers: langHeaders() })
          : api.post(DictDataApi.url.add, body, { silent: true, headers: langHeaders() });
      }}
      onSaved={onSaved}
      onClose={onClose}
    />
  );
}
