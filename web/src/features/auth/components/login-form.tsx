import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { checkLogin } from '../../../../../shared/auth-rules';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { useToast } from '../../../components/ui/use-toast';
import { login } from '../api/auth-requests';
import { useSignInSuccess } from '../api/use-sign-in-success';
import { FormField } from './form-field';
import { SubmitButton } from './submit-button';

export function LoginForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { toast } = useToast();
  const onSignedIn = useSignInSuccess();

  const loginMutation = useMutation({
    mutationFn: login,
    onSuccess: onSignedIn,
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Login failed',
        description: error.message || 'Invalid email or password. Please try again.',
      }),
  });
  const pending = loginMutation.isPending || loginMutation.isSuccess;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const input = { email, password };
    const failure = checkLogin(input);
    if (failure) {
      toast({ variant: 'destructive', ...failure });
      return;
    }
    loginMutation.mutate(input);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <FormField id={`${id}-email`} label="Email">
        <Input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <FormField id={`${id}-password`} label="Password">
        <PasswordInput
          id={`${id}-password`}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      <SubmitButton label="Login" pending={pending} />
    </form>
  );
}
