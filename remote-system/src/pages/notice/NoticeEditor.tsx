/** Add / edit a notice in a drawer: receivers for a private message, rich text (sanitised by the server). */
import { type CrudEditorProps, FormDrawer, formatDateTime } from '@shiftdesk/shared';
import { NoticeAddBody, NoticeApi, NoticeEditBody, type NoticeRow } from '@shiftdesk/shared/api';
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import * as styles from './index.module.css';
import { ReceiverPicker } from './ReceiverPicker';
import { isEmptyHtml, RichEditor } from './RichEditor';

type NoticeTagValue = 1 | 2 | 3 | 11 | 12 | 13 | 14 | 15;
/** The body's tag type comes out of TypeBox as `undefined` (a mapped union): typed here. */
type Values = Omit<NoticeAddBody, 'tag'> & { tag?: NoticeTagValue };

export default function NoticeEditor({ editing, onClose, onSaved }: CrudEditorProps<NoticeRow>) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<Values>();
  const open = !!editing;
  const row = editing?.row;
  // The chosen type shows the receivers field. Kept in state set from onValuesChange (synchronous
  // with the click) rather than Form.useWatch, which reports in a later macrotask: a Save right
  // after switching to "private message" validated the form before the receivers field (and its
  // required rule) existed, so a private message without receivers got past the client check.
  const [type, setType] = useState<number>(1);
  // Opening the drawer (or another row) starts from that row's type, in the same render.
  const [shown, setShown] = useState<{ open: boolean; row?: NoticeRow }>({ open: false });
  if (shown.open !== open || shown.row !== row) {
    setShown({ open, row });
    setType(row?.type ?? 1);
  }

  return (
    <FormDrawer<Values>
      open={open}
      id={row?.id}
      form={form}
      width={760}
      title={row ? t('notice.form.editTitle') : t('notice.form.addTitle')}
      schema={row ? NoticeEditBody : NoticeAddBody}
      initialValues={
        row
          ? {
              title: row.title,
              type: row.type as 1 | 2,
              tag: row.tag as NoticeTagValue,
              status: row.status,
              content: row.content,
              receiverIds: row.receiverIds,
              sort: row.sort,
              remark: row.remark,
            }
          : { type: 1, tag: 12, status: 1, content: '', receiverIds: [], sort: 0, remark: '' }
      }
      transform={(v) => ({
        title: v.title,
        type: v.type,
        tag: v.tag,
        status: v.status,
        content: v.content ?? '',
        receiverIds: v.type === 2 ? (v.receiverIds ?? []) : [],
        sort: v.sort ?? 0,
        remark: v.remark ?? '',
      })}
      fields={[
        { name: 'title', label: t('notice.form.title'), full: true },
        {
          name: 'type',
          label: t('notice.form.type'),
          type: 'dictRadio',
          dictType: 'sys_notice_type',
          numeric: true,
          // the kit's required rule validates as a string; numbers need a typed rule
          required: false,
          rules: [{ required: true, type: 'number', message: t('notice.form.typeRequired') }],
        },
        { name: 'tag', label: t('notice.form.tag'), type: 'dict', dictType: 'sys_notice_tag', numeric: true },
        {
          name: 'receiverIds',
          label: t('notice.form.receivers'),
          type: 'custom',
          full: true,
          hidden: type !== 2,
          required: false,
          rules: [{ required: true, type: 'array', min: 1, message: t('notice.form.receiversRequired') }],
          render: () => <ReceiverPicker known={row?.receivers} />,
        },
        {
          name: 'status',
          label: t('notice.form.status'),
          type: 'dictRadio',
          dictType: 'sys_notice_status',
          numeric: true,
          required: false,
          rules: [{ required: true, type: 'number', message: t('notice.form.statusRequired') }],
        },
        { name: 'sort', label: t('notice.form.sort'), type: 'number', props: { precision: 0 } },
        {
          name: 'content',
          label: t('notice.form.content'),
          type: 'custom',
          full: true,
          required: false,
          rules: [
            {
              validator: (_r: unknown, v: string) =>
                isEmptyHtml(v) ? Promise.reject(new Error(t('notice.form.contentRequired'))) : Promise.resolve(),
            },
          ],
          render: () => <RichEditor placeholder={t('notice.form.contentPlaceholder')} />,
        },
        { name: 'remark', label: t('notice.form.remark'), type: 'textarea' },
      ]}
      submit={{ add: NoticeApi.url.add, edit: NoticeApi.url.edit }}
      onValuesChange={(changed) => {
        if (changed.type !== undefined) setType(changed.type);
      }}
      onSaved={onSaved}
      onClose={onClose}
    >
      <div className={styles.muted}>
        {t('notice.form.sendAt')}: {row?.sendAt ? formatDateTime(row.sendAt) : t('notice.form.sendAtHint')}
      </div>
    </FormDrawer>
  );
}
