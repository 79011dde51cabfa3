import { Notice } from '../notice/notice';

/**
 * A screen's data could not be loaded: the reason (announced) and, where trying again can help,
 * a "Try again" button. The message is for shoppers: build it from readFailure's message.
 */
export function LoadFailed({ message, onRetry, className }: { message: string; onRetry?: (() => void) | undefined; className?: string }) {
  return (
    <div className={className ? `sf-load-failed ${className}` : 'sf-load-failed'}>
      <Notice tone="error">
        <p>{message}</p>
      </Notice>
      {onRetry ? (
        <button type="button" className="sf-button" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </div>
  );
}
