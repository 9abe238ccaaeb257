/**
 * Workforce → Blacklist (route /workforce/blacklist, expose `workforce/blacklist/index`): the
 * blacklisted workers with who blacklisted them, when and why; "Add to blacklist" picks a worker,
 * takes a reason and asks for confirmation (it is permanent) before calling blacklist/add.
 */
import '../../i18n';
import {
  api,
  CrudTable,
  ExportButton,
  formatSgDateTime,
  PermissionButton,
  q,
  SearchForm,
  useCrudPage,
  useFeedback,
} from '@shiftdesk/shared';
import { BlacklistApi, type BlacklistRow } from '@shiftdesk/shared/api';
import { Button, Card, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NS } from '../../i18n';
import { WorkerPicker } from '../conduct/WorkerPicker';

const { url, rule } = BlacklistApi;
const schema = { workerName: q.string(), reason: q.string() };
const SORTABLE = ['workerName', 'blacklistedAt'] as const;

function AddToBlacklist({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(NS);
  const ui = useFeedback();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<{ workerId: number; reason: string }>();
  const [workerLabel, setWorkerLabel] = useState('');
  const close = () => {
    setOpen(false);
    form.resetFields();
  };
  const submit = async () => {
    // Invalid fields show their messages; nothing more to do.
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const reason = v.reason.trim();
    ui.modal.confirm({
      title: t('conduct.blacklist.confirmTitle', { name: workerLabel }),
      content: t('conduct.blacklist.confirmBody', { reason }),
      okText: t('conduct.blacklist.confirmOk'),
      okButtonProps: { danger: true },
      onOk: async () => {
        setSaving(true);
        try {
          await api.post(url.add, { workerId: v.workerId, reason });
          close();
          onDone();
        } finally {
          setSaving(false);
        }
      },
    });
  };
  return (
    <>
      <PermissionButton type="primary" danger rule={rule.add} onClick={() => setOpen(true)}>
        {t('conduct.blacklist.add')}
      </PermissionButton>
      <Modal
        open={open}
        title={t('conduct.blacklist.add')}
        onCancel={close}
        onOk={submit}
        okText={t('conduct.blacklist.confirmOk')}
        okButtonProps={{ danger: true, loading: saving }}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item name="workerId" label={t('conduct.worker')} rules={[{ required: true, message: t('conduct.blacklist.workerRequired') }]}>
            <WorkerPicker
              onChange={(_, option) => setWorkerLabel(String((option as { label?: string } | undefined)?.label ?? '').split(' · ')[0])}
            />
          </Form.Item>
          <Form.Item name="reason" label={t('conduct.reason')} rules={[{ required: true, whitespace: true, max: 500, message: t('conduct.blacklist.reasonRequired') }]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

export default function BlacklistPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const page = useCrudPage<BlacklistRow, typeof schema>(url.list, schema, { sortable: SORTABLE });
  const c = (k: string) => t(`conduct.${k}`);
  const columns = [
    {
      key: 'workerName',
      dataIndex: 'workerName',
      title: c('blacklist.workerName'),
      sorter: true,
      render: (_: unknown, r: BlacklistRow) => (
        <Button type="link" size="small" onClick={() => navigate(`/workforce/worker/manage/${r.workerId}`)}>
          {r.workerName}
        </Button>
      ),
    },
    { key: 'workerPhone', dataIndex: 'workerPhone', title: c('blacklist.phone') },
    { key: 'reason', dataIndex: 'reason', title: c('reason') },
    { key: 'blacklistedByName', title: c('by'), render: (_: unknown, r: BlacklistRow) => r.blacklistedByName ?? c('system') },
    {
      key: 'blacklistedAt',
      dataIndex: 'blacklistedAt',
      title: c('blacklist.blacklistedAt'),
      sorter: true,
      render: (v: string) => formatSgDateTime(v),
    },
  ];
  const exportColumns = [
    { title: c('blacklist.workerName'), value: (r: BlacklistRow) => r.workerName },
    { title: c('blacklist.phone'), value: (r: BlacklistRow) => r.workerPhone },
    { title: c('reason'), value: (r: BlacklistRow) => r.reason },
    { title: c('by'), value: (r: BlacklistRow) => r.blacklistedByName ?? c('system') },
    { title: c('blacklist.blacklistedAt'), value: (r: BlacklistRow) => formatSgDateTime(r.blacklistedAt) },
  ];
  return (
    <Card>
      <SearchForm
        fields={[
          { name: 'workerName', label: c('blacklist.workerName'), type: 'text' },
          { name: 'reason', label: c('reason'), type: 'text' },
        ]}
        value={page.query}
        onSearch={page.search}
        onReset={() => page.reset()}
      />
      <CrudTable<BlacklistRow>
        {...page.table}
        tableKey="workforce.blacklist"
        title={c('blacklist.tableTitle')}
        columns={columns}
        toolbar={
          <>
            <AddToBlacklist onDone={page.list.reload} />
            <ExportButton<BlacklistRow>
              rule={rule.list}
              options={() => ({ url: url.list, query: page.apiQuery, fileName: c('blacklist.exportName'), columns: exportColumns })}
            />
          </>
        }
      />
    </Card>
  );
}
