import type { ShopSettingsAnswer } from '@gsk/core/api';
import { shippingMethods, shippingRegions, shopSettingsSchema } from '@gsk/core/shop';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormEnd,
  SchemaForm,
  TextInput,
  useSchemaForm,
} from '../../../../components/activity-forms/form-kit';
import { useRemote } from '../../../../hooks/use-remote';
import { useStaffSession } from '../../hooks/staff-session';
import { Loading, PeoplePage } from '../../people/components/list-parts';
import { fetchShopSettings, saveShopSettings } from '../api/shop-api';
import { Failure, shopNamespaces, useFailureText } from './parts';

/** Sen as the ringgit staff type ('8.00'). */
const typed = (sen: number) => (sen / 100).toFixed(2);

const valuesOf = (settings: ShopSettingsAnswer) => ({
  freeShippingFrom: typed(settings.freeShippingFromSen),
  rates: Object.fromEntries(
    shippingRegions.map((region) => [
      region,
      Object.fromEntries(
        shippingMethods.map((method) => [method, typed(settings.rates[region][method])]),
      ),
    ]),
  ) as Record<(typeof shippingRegions)[number], Record<(typeof shippingMethods)[number], string>>,
});

/** The fees' form (core's shopSettingsSchema): the free-shipping threshold, then a fee per region and method. */
function SettingsForm({
  settings,
  onSaved,
}: {
  settings: ShopSettingsAnswer;
  onSaved: (settings: ShopSettingsAnswer) => void;
}) {
  const { t } = useTranslation(shopNamespaces);
  const failureText = useFailureText();
  const [done, setDone] = useState('');
  const form = useSchemaForm({
    initialValues: valuesOf(settings),
    schema: shopSettingsSchema,
    inputOf: (values) => values,
    send: async (values) => {
      setDone('');
      const saved = await saveShopSettings(values);
      form.formik.resetForm({ values: valuesOf(saved) });
      onSaved(saved);
      setDone(t('staffShop:settings.saved'));
    },
    failureText,
  });
  const field = { formik: form.formik, prefix: form.prefix };
  return (
    <SchemaForm form={form} label={t('staffShop:settings.formLabel')}>
      <TextInput
        form={field}
        name="freeShippingFrom"
        label={t('staffShop:settings.freeShippingFrom')}
        hint={t('staffShop:settings.freeShippingHint')}
      />
      {shippingRegions.map((region) => (
        <fieldset key={region} className="staff-shop__region">
          <legend>{t(`staffShop:regions.${region}`)}</legend>
          {shippingMethods.map((method) => (
            <TextInput
              key={method}
              form={field}
              name={`rates.${region}.${method}`}
              label={t('staffShop:settings.fee', {
                method: t(`staffShop:methods.${method}`),
                region: t(`staffShop:regions.${region}`),
              })}
            />
          ))}
        </fieldset>
      ))}
      <p className="staff-shop__hint">{t('staffShop:settings.trackedNote')}</p>
      <FormEnd
        alert={form.alert}
        done={done}
        submitting={form.formik.isSubmitting}
        submit={t('staffShop:settings.save')}
      />
    </SchemaForm>
  );
}

/** The shipping fees by region and method, and the subtotal from which shipping is free. */
export function ShopSettingsPage() {
  const { t } = useTranslation(shopNamespaces);
  const { callFailed } = useStaffSession();
  const { remote, refresh, replace } = useRemote(fetchShopSettings, callFailed);
  return (
    <PeoplePage heading={t('staffShop:settings.heading')} lead={t('staffShop:settings.lead')}>
      {remote.status === 'loading' && <Loading label={t('staffShop:common.loading')} />}
      {remote.status === 'failed' && <Failure failure={remote.failure} onRetry={refresh} />}
      {remote.status === 'loaded' && <SettingsForm settings={remote.data} onSaved={replace} />}
    </PeoplePage>
  );
}
