import type { StaffProduct } from '@gsk/core/api';
import { enterpriseOptions } from '@gsk/core/application';
import { sitePaths } from '@gsk/core/paths';
import {
  productArtworks,
  productCategories,
  productSchema,
  productStatuses,
  shopColours,
  type ProductValues,
} from '@gsk/core/shop';
import { PRODUCT_MAX_VARIANTS } from '@gsk/core/shop/limits';
import { FieldArray, FormikProvider } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  FormEnd,
  SchemaForm,
  SelectInput,
  TextArea,
  TextInput,
  useSchemaForm,
} from '../../../../components/activity-forms/form-kit';
import { useLanguage } from '../../../../hooks/use-language';
import { validationText } from '../../../../i18n/validation-text';
import { NumberInput, shopNamespaces, useFailureText } from './parts';

/** A variant as the form holds it: numbers as the number field holds them ('' when empty). */
interface VariantFormValues {
  sku: string;
  size: string;
  colour: string;
  price: string;
  stock: number | '';
  /** Saved already: it keeps its stock (changed on the stock page) and cannot be removed. */
  saved: boolean;
}

interface ProductFormValues {
  slug: string;
  name: { bm: string; eng: string };
  description: { bm: string; eng: string };
  category: string;
  artwork: string;
  enterprise: string;
  status: string;
  lowStockAt: number | '';
  variants: VariantFormValues[];
}

const blankVariant: VariantFormValues = {
  sku: '',
  size: '',
  colour: '',
  price: '',
  stock: '',
  saved: false,
};

const blank: ProductFormValues = {
  slug: '',
  name: { bm: '', eng: '' },
  description: { bm: '', eng: '' },
  category: '',
  artwork: '',
  enterprise: '',
  status: 'draft',
  lowStockAt: '',
  variants: [blankVariant],
};

const valuesOf = (product: StaffProduct): ProductFormValues => ({
  slug: product.slug,
  name: product.name,
  description: product.description,
  category: product.category,
  artwork: product.artwork,
  enterprise: product.enterprise ?? '',
  status: product.status,
  lowStockAt: product.lowStockAt,
  variants: product.variants.map((variant) => ({
    sku: variant.sku,
    size: variant.size ?? '',
    colour: variant.colour ?? '',
    price: (variant.priceSen / 100).toFixed(2),
    stock: '',
    saved: true,
  })),
});

/** What the schema reads: empty numbers left out (the server's defaults), saved variants without stock. */
const inputOf = ({ lowStockAt, variants, ...values }: ProductFormValues) => ({
  ...values,
  lowStockAt: lowStockAt === '' ? undefined : lowStockAt,
  variants: variants.map(({ saved, stock, ...variant }) => ({
    ...variant,
    stock: saved || stock === '' ? undefined : stock,
  })),
});

interface ProductFormProps {
  /** The product to change (its slug stays); none to create one. */
  product?: StaffProduct;
  send: (values: ProductValues) => Promise<void>;
  submitLabel: string;
  /** What the page says after a save. */
  done?: string;
}

/**
 * A product's fields, checked by core's productSchema as the API checks them: its slug (only when
 * creating), names and descriptions in both languages, category, drawing, whom its proceeds go
 * to, status, low-stock level, and its variants (code, size, colour, price in ringgit, opening
 * stock for a new one). Saved variants cannot be removed (orders name them); new ones can.
 */
export function ProductForm({ product, send, submitLabel, done }: ProductFormProps) {
  const { t } = useTranslation(shopNamespaces);
  const language = useLanguage();
  const failureText = useFailureText();
  const form = useSchemaForm({
    initialValues: product ? valuesOf(product) : blank,
    schema: productSchema,
    inputOf,
    send: (values) => send(values),
    failureText,
  });
  const field = { formik: form.formik, prefix: form.prefix };
  const { values } = form.formik;
  const variantsError: unknown = form.formik.errors.variants;
  const options = <Key extends string>(codes: readonly Key[], label: (code: Key) => string) =>
    codes.map((code) => ({ code, name: label(code) }));
  return (
    <FormikProvider value={form.formik}>
      <SchemaForm form={form} label={t('staffShop:productForm.formLabel')}>
        {product ? (
          <p className="staff-shop__fixed">
            {t('staffShop:productForm.slugFixed', { path: sitePaths.shopProduct(product.slug) })}
          </p>
        ) : (
          <TextInput
            form={field}
            name="slug"
            label={t('staffShop:productForm.slug')}
            hint={t('staffShop:productForm.slugHint')}
            maxLength={40}
          />
        )}
        <div className="staff-shop__pair">
          <TextInput form={field} name="name.bm" label={t('staffShop:productForm.nameBm')} />
          <TextInput form={field} name="name.eng" label={t('staffShop:productForm.nameEng')} />
        </div>
        <div className="staff-shop__pair">
          <TextArea
            form={field}
            name="description.bm"
            rows={5}
            label={t('staffShop:productForm.descriptionBm')}
          />
          <TextArea
            form={field}
            name="description.eng"
            rows={5}
            label={t('staffShop:productForm.descriptionEng')}
          />
        </div>
        <div className="staff-shop__pair">
          <SelectInput
            form={field}
            name="category"
            label={t('staffShop:productForm.category')}
            placeholder=""
            options={options(productCategories, (code) => t(`staffShop:categories.${code}`))}
          />
          <div>
            <SelectInput
              form={field}
              name="artwork"
              label={t('staffShop:productForm.artwork')}
              hint={t('staffShop:productForm.artworkNote')}
              placeholder=""
              options={options(productArtworks, (code) => t(`staffShop:artworks.${code}`))}
            />
            <p className="staff-shop__artwork" aria-live="polite">
              {(productArtworks as readonly string[]).includes(values.artwork)
                ? t('staffShop:productForm.artworkChosen', {
                    name: t(
                      `staffShop:artworks.${values.artwork as (typeof productArtworks)[number]}`,
                    ),
                  })
                : ''}
            </p>
          </div>
        </div>
        <div className="staff-shop__pair">
          <SelectInput
            form={field}
            name="enterprise"
            label={t('staffShop:productForm.enterprise')}
            options={[
              { code: '', name: t('staffShop:common.movement') },
              ...enterpriseOptions(language).map((option) => ({
                code: option.value,
                name: option.label,
              })),
            ]}
          />
          <SelectInput
            form={field}
            name="status"
            label={t('staffShop:productForm.status')}
            options={options(productStatuses, (code) => t(`staffShop:productStatuses.${code}`))}
          />
        </div>
        <NumberInput
          min={0}
          form={field}
          name="lowStockAt"
          label={t('staffShop:productForm.lowStockAt')}
          hint={t('staffShop:productForm.lowStockAtHint')}
        />
        <fieldset
          className="staff-shop__variants"
          aria-describedby={`${form.prefix}-variants-hint`}
        >
          <legend>{t('staffShop:productForm.variants')}</legend>
          <p id={`${form.prefix}-variants-hint`} className="form-field__hint">
            {t('staffShop:productForm.variantsHint')}
            {product && ` ${t('staffShop:productForm.variantsKept')}`}
          </p>
          <FieldArray name="variants">
            {(array) => (
              <>
                {values.variants.map((variant, index) => {
                  const name = (key: string) => `variants.${index}.${key}`;
                  const number = index + 1;
                  return (
                    <fieldset key={index} className="staff-shop__variant">
                      <legend>{t('staffShop:productForm.variant', { number })}</legend>
                      <TextInput
                        form={field}
                        name={name('sku')}
                        label={t('staffShop:productForm.sku')}
                        maxLength={30}
                      />
                      <TextInput
                        form={field}
                        name={name('size')}
                        label={t('staffShop:productForm.size')}
                        required={false}
                        maxLength={20}
                      />
                      <SelectInput
                        form={field}
                        name={name('colour')}
                        label={t('staffShop:productForm.colour')}
                        required={false}
                        options={[
                          { code: '', name: t('staffShop:productForm.noColour') },
                          ...options(shopColours, (code) => t(`staffShop:colours.${code}`)),
                        ]}
                      />
                      <TextInput
                        form={field}
                        name={name('price')}
                        label={t('staffShop:productForm.price')}
                      />
                      {variant.saved ? (
                        <p className="staff-shop__kept">{t('staffShop:productForm.stockKept')}</p>
                      ) : (
                        <>
                          <NumberInput
                            min={0}
                            form={field}
                            name={name('stock')}
                            label={t('staffShop:productForm.stock')}
                          />
                          {values.variants.length > 1 && (
                            <button
                              type="button"
                              className="button button--ghost"
                              onClick={() => array.remove(index)}
                            >
                              {t('staffShop:productForm.removeVariant', { number })}
                            </button>
                          )}
                        </>
                      )}
                    </fieldset>
                  );
                })}
                {typeof variantsError === 'string' && (
                  <p className="form-field__error" role="alert">
                    <VariantsMessage message={variantsError} />
                  </p>
                )}
                {values.variants.length < PRODUCT_MAX_VARIANTS && (
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => array.push(blankVariant)}
                  >
                    {t('staffShop:productForm.addVariant')}
                  </button>
                )}
              </>
            )}
          </FieldArray>
        </fieldset>
        <FormEnd
          alert={form.alert}
          done={done}
          submitting={form.formik.isSubmitting}
          submit={submitLabel}
        />
      </SchemaForm>
    </FormikProvider>
  );
}

/** A message of the variants as a whole (a code twice, a size and colour twice), translated. */
function VariantsMessage({ message }: { message: string }) {
  const { i18n } = useTranslation(shopNamespaces);
  return <>{validationText(i18n.t, message)}</>;
}
