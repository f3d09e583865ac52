import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; later Tailwind classes override earlier ones, so callers can restyle components. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
