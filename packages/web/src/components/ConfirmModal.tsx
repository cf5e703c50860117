import type { ReactNode } from 'react';
import { Button, Modal } from 'antd';

export interface ConfirmModalProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  okText?: string;
  cancelText?: string;
  isDanger?: boolean;
  isLoading?: boolean;
  onOk(): void;
  onCancel(): void;
}

/** The generic OK/Cancel dialog. */
export function ConfirmModal({
  open,
  title,
  children,
  okText = 'OK',
  cancelText = 'Cancel',
  isDanger = false,
  isLoading = false,
  onOk,
  onCancel,
}: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      destroyOnHidden
      data-test="confirm-modal"
      footer={[
        <Button key="cancel" data-test="modal-cancel-button" onClick={onCancel}>
          {cancelText}
        </Button>,
        <Button
          key="ok"
          type="primary"
          danger={isDanger}
          loading={isLoading}
          data-test="modal-confirm-button"
          onClick={onOk}
        >
          {okText}
        </Button>,
      ]}
    >
      {children}
    </Modal>
  );
}
