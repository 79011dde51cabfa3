import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  /** side sheet on phones (filters, menus) or centred dialog */
  variant?: 'dialog' | 'sheet';
  className?: string;
  /** the id of the element that describes the dialog (its question), for aria-describedby */
  describedBy?: string;
}

/**
 * Accessible modal: role=dialog, labelled by its title, Escape closes it (§2 "Pressing Escape
 * closes an open modal"), focus moves in on open and back to the opener on close, Tab stays inside.
 */
export function Modal({ open, title, onClose, children, variant = 'dialog', className, describedBy }: ModalProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const panel = ref.current;
    const first = panel?.querySelector<HTMLElement>('button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])');
    (first ?? panel)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        onCloseRef.current();
      } else if (e.key === 'Tab' && panel) {
        const items = Array.from(
          panel.querySelectorAll<HTMLElement>('button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'),
        );
        if (items.length === 0) return;
        const firstItem = items[0]!;
        const lastItem = items[items.length - 1]!;
        if (e.shiftKey && document.activeElement === firstItem) {
          e.preventDefault();
          lastItem.focus();
        } else if (!e.shiftKey && document.activeElement === lastItem) {
          e.preventDefault();
          firstItem.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className="sf-modal__backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`sf-modal sf-modal--${variant} ${className ?? ''}`}
      >
        <div className="sf-modal__header">
          <h2 id={titleId} className="sf-modal__title">
            {title}
          </h2>
          <button type="button" className="sf-modal__close" aria-label={`Close ${title}`} onClick={onClose}>
            ×
          </button>
        </div>
        <div className="sf-modal__body">{children}</div>
      </div>
    </div>
  );
}
