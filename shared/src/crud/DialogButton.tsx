import type { ButtonProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { PermissionButton } from './PermissionButton';

export interface DialogControls {
  /** Closes the dialog (cancel) */
  close: () => void;
  /** Closes the dialog after its work succeeded and tells the button's owner (`onDone`) */
  done: () => void;
}

export type DialogButtonProps = Omit<ButtonProps, 'onClick'> & {
  /** Shown only to holders of the rule */
  rule?: string;
  /** The dialog, mounted while open (so each opening starts from a fresh form) */
  dialog: (c: DialogControls) => ReactNode;
  onDone?: () => void;
};

/** A permission button that opens a dialog: the open state and the close-then-report wiring, once. */
export function DialogButton({ dialog, onDone, ...button }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <PermissionButton {...button} onClick={() => setOpen(true)} />
      {open
        ? dialog({
            close,
            done: () => {
              close();
              onDone?.();
            },
          })
        : null}
    </>
  );
}
