import type { FormEvent, RefObject } from 'react';
import { useToast } from '../../../components/ui/use-toast';
import type { CheckedRequest } from '../../../lib/checked-request';

interface TemplateSubmit<Body> {
  isSaving: boolean;
  /** The name typed so far; when blank, the name field gets focus. */
  name: string;
  nameRef: RefObject<HTMLInputElement | null>;
  requestOf: () => CheckedRequest<Body>;
  save: (body: Body) => void;
}

/** A routine or workout builder's Save: nothing while saving; a refused request is a destructive toast, else `save`. */
export function useTemplateSubmit<Body>({ isSaving, name, nameRef, requestOf, save }: TemplateSubmit<Body>) {
  const { toast } = useToast();
  return (event: FormEvent) => {
    event.preventDefault();
    if (isSaving) return;
    const result = requestOf();
    if ('error' in result) {
      toast({ title: result.error, variant: 'destructive' });
      if (!name.trim()) nameRef.current?.focus();
      return;
    }
    save(result.body);
  };
}
