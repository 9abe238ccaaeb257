import { Button, type ButtonProps } from 'antd';
import { useAuth } from '../auth';

/** An antd Button rendered only when the user holds `rule` (or the wildcard). */
export function PermissionButton({ rule, ...props }: ButtonProps & { rule?: string }) {
  const { has } = useAuth();
  if (rule && !has(rule)) return null;
  return <Button {...props} />;
}
