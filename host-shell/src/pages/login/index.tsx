/**
 * Login (spec §2, §5). Kept light: antd form controls only — no layout, charts or remotes.
 */
import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import SafetyOutlined from '@ant-design/icons/es/icons/SafetyOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import type { CaptchaResult, LoginBody, LoginResult } from '@shiftdesk/shared/api';
// Components one by one and the antd-free shared entry: this page is the login island's
// (login/mount.tsx) and its weight is budgeted.
import { api, type Lang, saveSession, setLang, useLang } from '@shiftdesk/shared/lite';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Segmented from 'antd/es/segmented';
import theme from 'antd/es/theme';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withRoleFallback } from '../../router/roles';
import { brandAtom } from '../../state/brand';
import * as styles from './index.module.css';

export const CAPTCHA_URL = 'api/v1/pub/captcha/get';
export const LOGIN_URL = 'api/v1/system/login';

interface FormValues {
  username: string;
  password: string;
  /** Absent when the server checks no code (CAPTCHA=off) */
  verifyCode?: string;
}

export interface LoginPageProps {
  /** Called once the session is saved; the island then loads the shell. */
  onLoggedIn: () => void;
}

export default function LoginPage({ onLoggedIn }: LoginPageProps) {
  const { t } = useTranslation('host');
  const lang = useLang();
  const brand = useAtomValue(brandAtom);
  const { token } = theme.useToken();
  const [form] = Form.useForm<FormValues>();
  const [captcha, setCaptcha] = useState<CaptchaResult | null>(null);
  const [loading, setLoading] = useState(false);

  // Until the server says otherwise the code is asked for: a failed captcha call must not drop it.
  const captchaOn = captcha?.captchaEnabled !== false;

  const refreshCaptcha = useCallback(() => {
    api
      .get<CaptchaResult>(CAPTCHA_URL, undefined, { silent: true })
      .then(setCaptcha)
      .catch(() => setCaptcha(null));
  }, []);

  useEffect(() => {
    refreshCaptcha();
  }, [refreshCaptcha]);

  const onFinish = async (values: FormValues) => {
    setLoading(true);
    try {
      const body: LoginBody = {
        username: values.username.trim(),
        password: values.password,
        verifyCode: captchaOn ? (values.verifyCode ?? '').trim() : '',
        verifyKey: captchaOn ? (captcha?.key ?? '') : '',
      };
      const data = await api.post<LoginResult>(LOGIN_URL, body);
      saveSession({ ...data, userInfo: withRoleFallback(data.userInfo) });
      onLoggedIn();
    } catch {
      if (captchaOn) {
        form.setFieldValue('verifyCode', '');
        refreshCaptcha();
      }
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className={styles.page}>
      <aside className={styles.aside}>
        <div className={styles.brand}>
          <span className={styles.logo}>{brand.slice(0, 1)}</span>
          {brand}
        </div>
        <div className={styles.tagline}>{t('login.tagline')}</div>
        <div className={styles.foot}>
          © {new Date().getFullYear()} {brand}
        </div>
      </aside>
      <main className={styles.main}>
        <div className={styles.card}>
          <div className={styles.top}>
            <div>
              {/* Plain elements in antd's heading tokens: Typography (copy, edit, ellipsis) would
                  cost the budgeted login page more than the whole rest of its header. */}
              <h2
                style={{
                  margin: 0,
                  color: token.colorTextHeading,
                  fontSize: token.fontSizeHeading2,
                  lineHeight: token.lineHeightHeading2,
                  fontWeight: token.fontWeightStrong,
                }}
              >
                {t('login.title')}
              </h2>
              <span style={{ color: token.colorTextSecondary }}>
                {brand} · {t('login.subtitle')}
              </span>
            </div>
            <Segmented<Lang>
              size="small"
              value={lang}
              onChange={(v) => void setLang(v)}
              options={[
                { label: 'EN', value: 'en' },
                { label: '中文', value: 'zh-cn' },
              ]}
            />
          </div>
          <Form<FormValues>
            form={form}
            layout="vertical"
            size="large"
            requiredMark={false}
            onFinish={onFinish}
            autoComplete="on"
          >
            <Form.Item
              name="username"
              label={t('login.username')}
              rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
            >
              <Input prefix={<UserOutlined />} autoComplete="username" placeholder={t('login.username')} autoFocus />
            </Form.Item>
            <Form.Item
              name="password"
              label={t('login.password')}
              rules={[{ required: true, message: t('login.passwordRequired') }]}
            >
              <Input.Password
                prefix={<LockOutlined />}
                autoComplete="current-password"
                placeholder={t('login.password')}
              />
            </Form.Item>
            {captchaOn ? (
              <Form.Item label={t('login.captcha')} required>
                <div className={styles.captchaRow}>
                  <Form.Item
                    name="verifyCode"
                    noStyle
                    rules={[{ required: true, whitespace: true, message: t('login.captchaRequired') }]}
                  >
                    <Input
                      prefix={<SafetyOutlined />}
                      autoComplete="off"
                      maxLength={8}
                      placeholder={t('login.captcha')}
                    />
                  </Form.Item>
                  <button
                    type="button"
                    className={styles.captchaImg}
                    onClick={refreshCaptcha}
                    title={t('login.refreshCaptcha')}
                    aria-label={t('login.refreshCaptcha')}
                  >
                    {captcha?.img ? <img src={captcha.img} alt={t('login.captcha')} /> : null}
                  </button>
                </div>
              </Form.Item>
            ) : null}
            <Button type="primary" htmlType="submit" block loading={loading} style={{ marginTop: 8 }}>
              {t('login.submit')}
            </Button>
          </Form>
        </div>
      </main>
    </div>
  );
}
