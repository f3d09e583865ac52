import type { ApplicationInput } from '@/shared/contracts/applications';

export type ApplicationField = Exclude<keyof ApplicationInput, 'honeypot'>;
export type ApplicationValues = Record<ApplicationField, string>;

type Step = {
  field: ApplicationField;
  title: string;
  label: string;
  hint: string;
  type?: 'email' | 'tel' | 'url';
  autoComplete?: string;
  placeholder?: string;
  /** Common answers a visitor can pick instead of typing; the field stays free text (SPEC §5). */
  suggestions?: string[];
  required?: boolean;
};

// SPEC §2/§3: eight steps, one field of application_submissions each.
export const applicationSteps: Step[] = [
  {
    field: 'businessName',
    title: 'Your business',
    label: 'Business name',
    hint: 'The name your customers know you by.',
    autoComplete: 'organization',
    placeholder: 'e.g. Northwind Coffee',
    required: true,
  },
  {
    field: 'email',
    title: 'Your email',
    label: 'Email',
    hint: 'We reply here, usually within one business day.',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'you@company.com',
    required: true,
  },
  {
    field: 'phone',
    title: 'Your phone',
    label: 'Phone number',
    hint: 'Optional. Useful if you would rather we call to book the strategy call.',
    type: 'tel',
    autoComplete: 'tel',
    placeholder: '+1 555 010 0100',
  },
  {
    field: 'socialProfiles',
    title: 'Your social profiles',
    label: 'Social profiles',
    hint: 'Optional. Links or handles for Instagram, LinkedIn, TikTok, YouTube…',
    placeholder: '@northwind, linkedin.com/company/northwind',
  },
  {
    field: 'website',
    title: 'Your website',
    label: 'Website',
    hint: 'Optional. A landing page or store counts too.',
    type: 'url',
    autoComplete: 'url',
    placeholder: 'https://',
  },
  {
    field: 'monthlyRevenue',
    title: 'Your revenue',
    label: 'Current monthly revenue',
    hint: 'Optional. A rough range helps us suggest the right plan.',
    suggestions: ['Pre-revenue', 'Under $10k', '$10k – $50k', '$50k – $100k', '$100k+'],
  },
  {
    field: 'marketingBudget',
    title: 'Your budget',
    label: 'Monthly marketing budget',
    hint: 'Optional. Including ad spend.',
    suggestions: ['Under $1k', '$1k – $3k', '$3k – $5k', '$5k – $10k', '$10k+'],
  },
  {
    field: 'hearAboutUs',
    title: 'Last step',
    label: 'How did you hear about us?',
    hint: 'Optional.',
    suggestions: ['Referral', 'Instagram', 'LinkedIn', 'Google search', 'Podcast'],
  },
];

export const emptyApplication: ApplicationValues = {
  businessName: '',
  email: '',
  phone: '',
  socialProfiles: '',
  website: '',
  monthlyRevenue: '',
  marketingBudget: '',
  hearAboutUs: '',
};

export const stepOf = (field: ApplicationField) => applicationSteps.findIndex((s) => s.field === field);
