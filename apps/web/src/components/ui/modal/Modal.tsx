// A modal dialog on the native <dialog> (focus kept inside, Esc closes, the page behind is inert),
// its close button named by the shell's one 'Zatvori'.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { CloseIcon } from '../icons.tsx';
import './modal.css';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Extra classes on the dialog, e.g. a wider, left-aligned variant. */
  className?: string;
}

export function Modal({ open, onClose, title, children, className }: ModalProps) {
  const shell = useT();
  const ref = useRef<HTMLDialogElement>(null);
  // Unique per dialog: two mounted modals must not share the id that names them.
  const titleId = useId();
  // After every render, not only when `open` changes: a native close (Esc) and a quick reopen can
  // reach React in one render, leaving `open` true throughout while the dialog itself is closed.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  });
  return (
    <dialog
      ref={ref}
      className={className ? `modal ${className}` : 'modal'}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(e) => {
        if (e.target === ref.current) onClose(); // a click on the backdrop
      }}
    >
      <div className="modal__body">
        <button type="button" className="icon-button modal__close" aria-label={shell.close} onClick={onClose}>
          <CloseIcon size={20} />
        </button>
        <h2 className="modal__title" id={titleId}>
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
