import { useMemo } from 'react';
import { Form } from 'react-router';
import { Button, Checkbox, Field, TextField } from '@treize/ui';
import { useLocale, useTranslate } from '../../hooks/useRootData';
import { ADDRESS_COUNTRIES, addressSchema } from '../../lib/account/accountSchemas';
import type { AccountActionData, AddressData } from '../../lib/account/accountTypes';
import { hreflang } from '../../lib/i18n';
import { FormMessage } from './FormMessage';
import { useAccountForm } from './useAccountForm';

/**
 * The address form (spec §3 fields, in the order a French address is written): new when
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
  const { onSubmit, errors, submitting } = useAccountForm(addressSchema, actionData);
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([hreflang(locale)], { type: 'region' });
    return ADDRESS_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code }));
  }, [locale]);
  const value = (key: keyof AddressData) => (address?.[key] as string | null) ?? '';
  const defaultCountry = address?.countryCodeV2 ?? (locale.country === 'US' ? 'US' : 'FR');
  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="account-form account-form--wide"
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
            className="account-select"
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
      <div className="account-form__row">
        <TextField
          label={t('account.fields.firstName')}
          name="firstName"
          required
          defaultValue={value('firstName')}
          error={errors.firstName}
          autoComplete="given-name"
        />
        <TextField
          label={t('account.fields.lastName')}
          name="lastName"
          required
          defaultValue={value('lastName')}
          error={errors.lastName}
          autoComplete="family-name"
        />
      </div>
      <TextField
        label={t('account.fields.company')}
        name="company"
        defaultValue={value('company')}
        error={errors.company}
        autoComplete="organization"
      />
      <TextField
        label={t('account.fields.address1')}
        name="address1"
        required
        defaultValue={value('address1')}
        error={errors.address1}
        autoComplete="address-line1"
      />
      <TextField
        label={t('account.fields.address2')}
        name="address2"
        defaultValue={value('address2')}
        error={errors.address2}
        autoComplete="address-line2"
      />
      <div className="account-form__row">
        <TextField
          label={t('account.fields.zip')}
          name="zip"
          required
          defaultValue={value('zip')}
          error={errors.zip}
          autoComplete="postal-code"
        />
        <TextField
          label={t('account.fields.city')}
          name="city"
          required
          defaultValue={value('city')}
          error={errors.city}
          autoComplete="address-level2"
        />
      </div>
      <TextField
        label={t('account.fields.province')}
        name="province"
        defaultValue={value('province')}
        error={errors.province}
        autoComplete="address-level1"
      />
      <TextField
        type="tel"
        label={t('account.fields.phone')}
        name="phone"
        defaultValue={value('phone')}
        error={errors.phone}
        autoComplete="tel"
      />
      <Checkbox
        label={t('account.fields.defaultAddress')}
        name="defaultAddress"
        defaultChecked={isDefault}
      />
      <div className="account-form__actions">
        <Button type="submit" loading={submitting} loadingLabel={t('account.addresses.save')}>
          {t('account.addresses.save')}
        </Button>
        {onCancel}
      </div>
    </Form>
  );
}
