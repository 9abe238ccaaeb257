/** Reset a user's password (PUT user/resetPwd {id, password}). */
import { FormModal } from '@shiftdesk/shared';
import { type UserResetPwdBody, UserResetPwdBody as Schema, type UserRow } from '@shiftdesk/shared/api';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';

type Values = Omit<UserResetPwdBody, 'id'> & { confirm?: string };

export default function ResetPwdModal({ user, onClose }: { user: UserRow | null; onClose: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <FormModal<Values>
      open={!!user}
      id={user?.id}
      width={440}
      columns={1}
      title={t('user.pwd.title', { name: user?.userName ?? '' })}
      schema={Schema}
      fields={[
        { name: 'password', label: t('user.pwd.password'), type: 'password', extra: t('user.form.passwordHint') },
        {
          name: 'confirm',
          label: t('user.pwd.confirm'),
          type: 'password',
          required: true,
          rules: [
            ({ getFieldValue }) => ({
              validator: (_r, v) =>
                !v || v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('user.pwd.mismatch'))),
            }),
          ],
        },
      ]}
      transform={({ password }) => ({ password })}
      submit={{ edit: '/api/v1/system/user/resetPwd' }}
      onClose={onClose}
    />
  );
}
