import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { checkSignup, normalizeUsername } from '../../../../../shared/auth-rules';
import { Input } from '../../../components/ui/input';
import { PasswordInput } from '../../../components/ui/password-input';
import { useToast } from '../../../components/ui/use-toast';
import { signup } from '../api/auth-requests';
import { useSignInSuccess } from '../api/use-sign-in-success';
import { FormField } from './form-field';
import { SubmitButton } from './submit-button';

export function SignupForm() {
  const id = useId();
  const [displayName, setDisplayName] = useState('');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { toast } = useToast();
  const onSignedIn = useSignInSuccess();

  const signupMutation = useMutation({
    mutationFn: signup,
    onSuccess: onSignedIn,
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Signup failed',
        description: error.message || 'Unable to create account. Please try again.',
      }),
  });
  const pending = signupMutation.isPending || signupMutation.isSuccess;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const input = { displayName, username, email, password };
    const failure = checkSignup(input, confirmPassword);
    if (failure) {
      toast({ variant: 'destructive', ...failure });
      return;
    }
    signupMutation.mutate(input);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-3.5">
      <FormField id={`${id}-display-name`} label="Display name">
        <Input
          id={`${id}-display-name`}
          autoComplete="name"
          value={displayName}
          onChange={(event) => setDisplayName(event.target.value)}
        />
      </FormField>
      <FormField id={`${id}-username`} label="Username">
        <Input
          id={`${id}-username`}
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          value={username}
          onChange={(event) => setUsername(normalizeUsername(event.target.value))}
        />
      </FormField>
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
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      <FormField id={`${id}-confirm-password`} label="Confirm password">
        <PasswordInput
          id={`${id}-confirm-password`}
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
      </FormField>
      <SubmitButton label="Create Account" pending={pending} />
    </form>
  );
}
