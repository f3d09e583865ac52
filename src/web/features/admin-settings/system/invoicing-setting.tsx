import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Receipt } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { AgencySettings } from '@/shared/contracts/agency-settings';
import { optionalMultilineText } from '@/shared/contracts/display-text';
import { billingMessages, INVOICE_ADDRESS_MAX } from '@/shared/domain/billing';
import { errorMessage } from '@/web/lib/api-client';
import { currencyOptions } from '@/web/lib/currency-options';
import { toast } from '@/web/lib/toast';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/ui/card';
import { FormField } from '@/web/ui/form-field';
import { NativeSelect } from '@/web/ui/native-select';
import { Textarea } from '@/web/ui/textarea';
import { useSaveAgencySettings } from '../api/save-agency-settings';

const addressSchema = z.object({ invoiceAddress: optionalMultilineText(INVOICE_ADDRESS_MAX) });
type AddressForm = z.input<typeof addressSchema>;

/**
 * Invoicing (issue 50): the currency new plans and invoices start in, saved once picked like the time
 * zone, and the agency's address as its invoices print it, saved with its button.
 */
export function InvoicingSetting({ settings }: { settings: AgencySettings }) {
  const id = useId();
  const save = useSaveAgencySettings();
  const chooseCurrency = (defaultCurrency: string) =>
    save.mutate(
      { defaultCurrency },
      {
        onSuccess: () => toast.success(billingMessages.defaultCurrencySaved),
        onError: (error) => toast.error(errorMessage(error, billingMessages.defaultCurrencySaveFailed)),
      },
    );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm<AddressForm>({
    resolver: zodResolver(addressSchema),
    values: { invoiceAddress: settings.invoiceAddress ?? '' },
  });
  const saveAddress = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      reset(values);
      toast.success(billingMessages.invoiceAddressSaved);
    } catch (error) {
      toast.error(errorMessage(error, billingMessages.invoiceAddressSaveFailed));
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Receipt className="size-4 text-primary" aria-hidden />
          Invoicing
        </CardTitle>
        <CardDescription>What your invoices start in and the address they carry.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <FormField
          id={`${id}-currency`}
          label="Default currency"
          hint="New plans and invoices start in this currency; each can still be set to another."
          className="sm:max-w-md"
        >
          <NativeSelect
            value={settings.defaultCurrency}
            disabled={save.isPending}
            onChange={(event) => chooseCurrency(event.target.value)}
          >
            {currencyOptions().map(({ code, label }) => (
              <option key={code} value={code}>
                {label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <form onSubmit={saveAddress} noValidate className="flex flex-col items-start gap-3">
          <FormField
            id={`${id}-address`}
            label="Address on invoices"
            mark="optional"
            hint="Printed under your agency's name on every invoice PDF."
            error={errors.invoiceAddress?.message}
            className="w-full sm:max-w-md"
          >
            <Textarea
              rows={4}
              placeholder={'12 Harbour Street\nBristol BS1 4RN\nUnited Kingdom'}
              {...register('invoiceAddress')}
            />
          </FormField>
          <Button type="submit" disabled={save.isPending || !isDirty}>
            {save.isPending ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
            Save address
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
