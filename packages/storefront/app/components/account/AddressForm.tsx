import { useMemo } from 'react';
import { Form } from 'react-router';
import { Button, Checkbox, Field, TextField } from '@treize/ui';
import { useLocale, useTranslate } from '../../hooks/useRootData';
import { ADDRESS_COUNTRIES } from '../../lib/account/accountFields';
import type { AccountActionData, AddressData } from '../../lib/account/accountTypes';
import { hreflang } from '../../lib/i18n/locales';
import { FormMessage } from './FormMessage';
import { useAccountForm } from './useAccountForm';
import * as form from './AccountForm.css';

type AddressTextField =
  | 'firstName'
  | 'lastName'
  | 'company'
  | 'address1'
  | 'address2'
  | 'zip'
  | 'city'
  | 'province'
  | 'phone';

/**
 * The address form (behaviour §3 fields, in the order a French address is written): new when
 * `address` is absent, an edit of it otherwise. Country names come from the browser's own
 * translations (`Intl.DisplayNames`), in the page's language.
 */
export function AddressForm({
  address,
  isDefault = false,
  actionData,
  onCancel,
}: {
  address?: AddressData;
  isDefault?: boolean;
  actionData: AccountActionData | undefined;
  onCancel?: React.ReactNode;
}) {
  const t = useTranslate();
  const locale = useLocale();
  const { formHandlers, errors, submitting } = useAccountForm('address', actionData);
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([hreflang(locale)], { type: 'region' });
    return ADDRESS_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code }));
  }, [locale]);
  const value = (key: keyof AddressData) => (address?.[key] as string | null) ?? '';
  /** One §3 text field, labelled, filled and explained by its name. */
  const field = (
    name: AddressTextField,
    autoComplete: string,
    { required = false, type = 'text' }: { required?: boolean; type?: 'text' | 'tel' } = {},
  ) => (
    <TextField
      type={type}
      label={t(`account.fields.${name}`)}
      name={name}
      required={required}
      defaultValue={value(name)}
      error={errors[name]}
      autoComplete={autoComplete}
    />
  );
  const defaultCountry = address?.countryCodeV2 ?? (locale.country === 'US' ? 'US' : 'FR');
  return (
    <Form
      method="post"
      noValidate
      {...formHandlers}
      className={`${form.form} ${form.wide}`}
      data-slot="address-form"
    >
      <FormMessage error={errors.form} />
      <input type="hidden" name="intent" value={address ? 'update' : 'create'} />
      {address ? <input type="hidden" name="addressId" value={address.id} /> : null}
      <Field label={t('account.fields.country')} error={errors.country} required slot="select">
        {(control) => (
          <select
            {...control}
            name="country"
            className={form.select}
            defaultValue={defaultCountry}
            autoComplete="country"
          >
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className={form.row}>
        {field('firstName', 'given-name', { required: true })}
        {field('lastName', 'family-name', { required: true })}
      </div>
      {field('company', 'organization')}
      {field('address1', 'address-line1', { required: true })}
      {field('address2', 'address-line2')}
      <div className={form.row}>
        {field('zip', 'postal-code', { required: true })}
        {field('city', 'address-level2', { required: true })}
      </div>
      {field('province', 'address-level1')}
      {field('phone', 'tel', { type: 'tel' })}
      <Checkbox
        label={t('account.fields.defaultAddress')}
        name="defaultAddress"
        defaultChecked={isDefault}
      />
      <div className={form.actions}>
        <Button type="submit" loading={submitting} loadingLabel={t('account.addresses.save')}>
          {t('account.addresses.save')}
        </Button>
        {onCancel}
      </div>
    </Form>
  );
}
