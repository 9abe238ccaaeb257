/**
 * Notification settings UI (spec §3): push, sound, vibration and the auto-close timeout, with the
 * browser permission state and a button to ask for it. `NotificationSettings` is the modal
 * (controlled); `NotificationSettingsButton` is a bell-with-gear trigger the navbar can mount.
 */
import SettingOutlined from '@ant-design/icons/es/icons/SettingOutlined';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './i18n';
import { registerServiceWorker } from '../pwa/registerSw';
import { currentPermission, type PermissionState, requestNotificationPermission } from './permission';
import { setupPush } from './push';
import { notificationSettingsAtom, writeNotificationSettings } from './settings';

const PERMISSION_COLOUR: Record<PermissionState, string> = {
  granted: 'green',
  denied: 'red',
  default: 'default',
  unsupported: 'default',
};

const PERMISSION_LABEL: Record<PermissionState, string> = {
  granted: 'realtime.permissionGranted',
  denied: 'realtime.permissionDenied',
  default: 'realtime.permissionDefault',
  unsupported: 'realtime.permissionUnsupported',
};

export function NotificationSettings({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('host');
  const settings = useAtomValue(notificationSettingsAtom);
  const [permission, setPermission] = useState<PermissionState>(currentPermission);

  const ask = async () => {
    const result = await requestNotificationPermission();
    setPermission(result);
    if (result === 'granted') void registerServiceWorker().then((reg) => setupPush(reg));
  };

  return (
    <Modal
      open={open}
      title={t('realtime.settings')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('realtime.close')}</Button>}
      destroyOnHidden
    >
      <Form layout="horizontal" labelCol={{ span: 12 }} wrapperCol={{ span: 12 }} colon={false}>
        <Form.Item label={t('realtime.permission')}>
          <Space>
            <Tag color={PERMISSION_COLOUR[permission]} data-testid="notification-permission">
              {t(PERMISSION_LABEL[permission])}
            </Tag>
            {permission !== 'granted' && (
              <Button size="small" onClick={ask}>
                {t('realtime.requestPermission')}
              </Button>
            )}
          </Space>
        </Form.Item>
        <Form.Item label={t('realtime.enablePush')}>
          <Switch
            aria-label={t('realtime.enablePush')}
            checked={settings.enablePush}
            onChange={(v) => {
              writeNotificationSettings({ enablePush: v });
              if (v && permission === 'granted') void registerServiceWorker().then((reg) => setupPush(reg));
            }}
          />
        </Form.Item>
        <Form.Item label={t('realtime.enableSound')}>
          <Switch
            aria-label={t('realtime.enableSound')}
            checked={settings.enableSound}
            onChange={(v) => writeNotificationSettings({ enableSound: v })}
          />
        </Form.Item>
        <Form.Item label={t('realtime.enableVibration')}>
          <Switch
            aria-label={t('realtime.enableVibration')}
            checked={settings.enableVibration}
            onChange={(v) => writeNotificationSettings({ enableVibration: v })}
          />
        </Form.Item>
        <Form.Item label={t('realtime.timeout')}>
          <InputNumber
            aria-label={t('realtime.timeout')}
            min={0}
            max={600000}
            step={1000}
            value={settings.notificationTimeout}
            onChange={(v) => {
              if (typeof v === 'number' && Number.isFinite(v)) writeNotificationSettings({ notificationTimeout: v });
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export function NotificationSettingsButton() {
  const { t } = useTranslation('host');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={t('realtime.settings')}>
        <Button
          type="text"
          aria-label={t('realtime.settings')}
          icon={<SettingOutlined />}
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      <NotificationSettings open={open} onClose={() => setOpen(false)} />
    </>
  );
}
