import type { InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export function inputClasses(className?: string): string {
  return cn(
    'block h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-base text-slate-900 placeholder:text-slate-400',
    'focus:border-blue-600 focus:ring-2 focus:ring-blue-600/30 focus:outline-none',
    'disabled:bg-slate-100 disabled:opacity-70',
    className,
  );
}

export function Input({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={inputClasses(className)} {...props} />;
}
