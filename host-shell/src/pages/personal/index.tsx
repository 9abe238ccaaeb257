/**
 * /personal: the user's own profile (GET personal/getPersonalInfo, PUT personal/edit), avatar
 * upload with a crop step (POST personal/avatar), password change (PUT personal/resetPwd) and
 * the saved signature. Edit and password answers carry a fresh token + userInfo → saveSession.
 */
import CameraOutlined from '@ant-design/icons/es/icons/CameraOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import type { EnvelopeOf, PersonalInfoResult, UserInfo } from '@shiftdesk/shared/api';
import { api, formatDateTime, request, saveSession, useLang } from '@shiftdesk/shared/core';
import App from 'antd/es/app';
import Avatar from 'antd/es/avatar';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Progress from 'antd/es/progress';
import Radio from 'antd/es/radio';
import Row from 'antd/es/row';
import Skeleton from 'antd/es/skeleton';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import Upload from 'antd/es/upload';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { avatarUrl } from '../../layout/navBars/NavBar';
import { AvatarCropper } from './AvatarCropper';
import './i18n';
import * as styles from './index.module.css';
import { meetsPasswordRule, passwordStrength, SG_MOBILE } from './password';

export const PERSONAL_INFO_URL = 'api/v1/system/personal/getPersonalInfo';
export const PERSONAL_EDIT_URL = 'api/v1/system/personal/edit';
export const PERSONAL_PWD_URL = 'api/v1/system/personal/resetPwd';
export const PERSONAL_AVATAR_URL = 'api/v1/system/personal/avatar';
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

type Info = PersonalInfoResult;
interface TokenAndUser {
  token: string;
  userInfo: UserInfo;
}

function ProfileForm({ info, onSaved }: { info: Info; onSaved(): void }) {
  const { t } = useTranslation('host');
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const u = info.user;
  const submit = async (v: {
    userNickname: string;
    mobile?: string;
    email?: string;
    sex?: number;
    description?: string;
  }) => {
    setSaving(true);
    try {
      const data = await api.put<TokenAndUser>(PERSONAL_EDIT_URL, {
        userNickname: v.userNickname.trim(),
        mobile: (v.mobile ?? '').trim(),
        email: (v.email ?? '').trim(),
        sex: v.sex ?? 0,
        description: v.description ?? '',
      });
      saveSession({ token: data.token, userInfo: data.userInfo });
      message.success(t('personal.saved'));
      onSaved();
    } catch {
      /* the client already showed the server's message */
    } finally {
      setSaving(false);
    }
  };
  return (
    <Form
      form={form}
      layout="vertical"
      className={styles.form}
      initialValues={{
        userNickname: u.userNickname,
        mobile: u.mobile,
        email: u.email,
        sex: u.sex,
        description: u.description,
      }}
      onFinish={submit}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="userNickname"
            label={t('personal.nickname')}
            rules={[{ required: true, whitespace: true, message: t('personal.nicknameRequired') }, { max: 64 }]}
          >
            <Input maxLength={64} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="sex" label={t('personal.sex')}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 1, label: t('personal.sexMale') },
                { value: 2, label: t('personal.sexFemale') },
                { value: 0, label: t('personal.sexUnknown') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="mobile"
            label={t('personal.mobile')}
            rules={[
              {
                validator: (_, v: string) =>
                  !v || SG_MOBILE.test(v.trim())
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('personal.mobileInvalid'))),
              },
            ]}
          >
            <Input maxLength={32} inputMode="tel" placeholder="+65 9123 4567" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="email"
            label={t('personal.email')}
            rules={[{ type: 'email', message: t('personal.emailInvalid') }, { max: 128 }]}
          >
            <Input maxLength={128} inputMode="email" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="description" label={t('personal.description')} rules={[{ max: 500 }]}>
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('personal.save')}
      </Button>
    </Form>
  );
}

function PasswordForm() {
  const { t } = useTranslation('host');
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const pw: string = Form.useWatch('newPassword', form) ?? '';
  const strength = passwordStrength(pw);
  const submit = async (v: { oldPassword: string; newPassword: string }) => {
    setSaving(true);
    try {
      const data = await api.put<TokenAndUser>(PERSONAL_PWD_URL, {
        oldPassword: v.oldPassword,
        newPassword: v.newPassword,
      });
      saveSession({ token: data.token, userInfo: data.userInfo });
      form.resetFields();
      message.success(t('personal.passwordChanged'));
    } catch {
      /* shown by the client (e.g. wrong current password) */
    } finally {
      setSaving(false);
    }
  };
  const colours = ['', 'var(--ant-color-error)', 'var(--ant-color-warning)', 'var(--ant-color-success)'];
  return (
    <Form form={form} layout="vertical" className={styles.pwdForm} onFinish={submit} autoComplete="off">
      <Form.Item
        name="oldPassword"
        label={t('personal.oldPassword')}
        rules={[{ required: true, message: t('personal.oldRequired') }]}
      >
        <Input.Password autoComplete="current-password" maxLength={128} />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('personal.newPassword')}
        extra={t('personal.newRule')}
        dependencies={['oldPassword']}
        rules={[
          { required: true, message: t('personal.newRule') },
          ({ getFieldValue }) => ({
            validator: (_, v: string) => {
              if (!v) return Promise.resolve();
              if (!meetsPasswordRule(v)) return Promise.reject(new Error(t('personal.newRule')));
              if (v === getFieldValue('oldPassword')) return Promise.reject(new Error(t('personal.sameAsOld')));
              return Promise.resolve();
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={128} />
      </Form.Item>
      {pw && (
        <div className={styles.strength} data-testid="password-strength">
          <span>{t('personal.strength')}</span>
          <Progress
            aria-label={t('personal.strength')}
            percent={(strength / 3) * 100}
            steps={3}
            showInfo={false}
            strokeColor={colours[strength]}
            size={[40, 6]}
          />
          <span style={{ color: colours[strength] }}>{t(`personal.strength${strength || 1}`)}</span>
        </div>
      )}
      <Form.Item
        name="confirm"
        label={t('personal.confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: t('personal.confirmMismatch') },
          ({ getFieldValue }) => ({
            validator: (_, v: string) =>
              !v || v === getFieldValue('newPassword')
                ? Promise.resolve()
                : Promise.reject(new Error(t('personal.confirmMismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={128} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('personal.changePassword')}
      </Button>
    </Form>
  );
}

function SignatureTab({ signature }: { signature: string | null }) {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  return (
    <div className={styles.signatureTab}>
      {signature ? (
        <img src={signature} alt={t('personal.signatureTab')} className={styles.signatureImg} />
      ) : (
        <Empty description={t('personal.signatureNone')} />
      )}
      <Button icon={<EditOutlined />} onClick={() => navigate('/signature')}>
        {t('personal.signatureEdit')}
      </Button>
    </div>
  );
}

export default function PersonalPage() {
  const { t } = useTranslation('host');
  const lang = useLang();
  const { message } = App.useApp();
  const [info, setInfo] = useState<Info | null>(null);
  const [cropFile, setCropFile] = useState<File | null>(null);

  const load = useCallback(() => {
    api
      .get<Info>(PERSONAL_INFO_URL)
      .then(setInfo)
      .catch(() => undefined);
  }, []);
  useEffect(load, [load]);

  const upload = async (blob: Blob) => {
    const body = new FormData();
    body.append('file', blob, 'avatar.png');
    try {
      const res = await request.post<unknown, EnvelopeOf<{ avatar: string; userInfo: UserInfo }>>(
        PERSONAL_AVATAR_URL,
        body,
        {
          headers: { 'Content-Type': 'multipart/form-data' },
        },
      );
      saveSession({ userInfo: res.data.userInfo });
      setInfo((i) => (i ? { ...i, user: { ...i.user, avatar: res.data.avatar } } : i));
      setCropFile(null);
      message.success(t('personal.avatarSaved'));
    } catch {
      /* shown by the client */
    }
  };

  if (!info) {
    return (
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <Card>
            <Skeleton avatar active paragraph={{ rows: 6 }} />
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card>
            <Skeleton active paragraph={{ rows: 8 }} />
          </Card>
        </Col>
      </Row>
    );
  }
  const u = info.user;
  const sexLabel = [t('personal.sexUnknown'), t('personal.sexMale'), t('personal.sexFemale')][u.sex] ?? '';
  return (
    <Row gutter={[16, 16]} className={styles.personal}>
      <Col xs={24} lg={8}>
        <Card className={styles.profileCard}>
          <div className={styles.avatarBox}>
            <Upload
              accept="image/png,image/jpeg,image/webp,image/gif"
              showUploadList={false}
              beforeUpload={(file) => {
                if (!file.type.startsWith('image/')) message.error(t('personal.avatarNotImage'));
                else if (file.size > AVATAR_MAX_BYTES * 4) message.error(t('personal.avatarTooBig'));
                else setCropFile(file);
                return Upload.LIST_IGNORE;
              }}
            >
              <button
                type="button"
                className={styles.avatarButton}
                aria-label={t('personal.changeAvatar')}
                data-testid="avatar-upload"
              >
                <Avatar size={104} src={avatarUrl(u.avatar)} className={styles.avatar}>
                  {(u.userNickname || u.userName).slice(0, 1).toUpperCase()}
                </Avatar>
                <span className={styles.avatarOverlay}>
                  <CameraOutlined />
                </span>
              </button>
            </Upload>
            <Typography.Title level={4} style={{ margin: '12px 0 0' }}>
              {u.userNickname || u.userName}
            </Typography.Title>
            <Typography.Text type="secondary">{t('personal.avatarHint')}</Typography.Text>
          </div>
          <Descriptions column={1} size="small" className={styles.facts}>
            <Descriptions.Item label={t('personal.account')}>{u.userName}</Descriptions.Item>
            <Descriptions.Item label={t('personal.mobile')}>{u.mobile || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('personal.email')}>{u.email || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('personal.sex')}>{sexLabel}</Descriptions.Item>
            <Descriptions.Item label={t('personal.dept')}>{info.dept?.deptName || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('personal.roles')}>
              {info.roles.length
                ? info.roles.map((r) => <Tag key={r.id}>{t(`role.${r.roleKey}`, { defaultValue: r.name })}</Tag>)
                : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('personal.posts')}>
              {info.posts.length ? info.posts.map((p) => <Tag key={p.id}>{p.postName}</Tag>) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('personal.lastLogin')}>
              {u.lastLoginAt ? `${formatDateTime(u.lastLoginAt)}${u.lastLoginIp ? ` · ${u.lastLoginIp}` : ''}` : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('personal.createdAt')}>{formatDateTime(u.createdAt)}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card className={styles.tabsCard}>
          <Tabs
            key={lang}
            items={[
              { key: 'profile', label: t('personal.profile'), children: <ProfileForm info={info} onSaved={load} /> },
              { key: 'password', label: t('personal.security'), children: <PasswordForm /> },
              {
                key: 'signature',
                label: t('personal.signatureTab'),
                children: <SignatureTab signature={u.signature} />,
              },
            ]}
          />
        </Card>
      </Col>
      <AvatarCropper file={cropFile} onCancel={() => setCropFile(null)} onDone={upload} />
    </Row>
  );
}
