import { Button, type ButtonProps } from './button';
import { Spinner } from './spinner';

/** A form's submit button: disabled, busy and with a spinner while the save is pending. */
export function SubmitButton({ isPending, children, ...props }: ButtonProps & { isPending: boolean }) {
  return (
    <Button type="submit" disabled={isPending} aria-busy={isPending} {...props}>
      {isPending ? <Spinner className="size-4" /> : null}
      {children}
    </Button>
  );
}
