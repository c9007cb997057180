/**
 * The shop's validation messages in English (issue 31, docs/shop.md): a module apart from
 * validation-eng.ts, which every form page's first load carries; the web loads it as the
 * `validationShop` namespace on the shop's pages and the console's shop section only.
 */
export const validationShopEng = {
  'product.slug.required': 'Give the product a web address (its slug)',
  'product.slug.invalid':
    'Use 3 to 40 lower-case letters, digits and single hyphens, starting and ending with a letter or digit',
  'product.name.required': 'The name is required in this language',
  'product.name.max': 'The name must be at most {{max}} characters',
  'product.description.required': 'The description is required in this language',
  'product.description.max': 'The description must be at most {{max}} characters',
  'product.category.invalid': 'Choose one of the listed categories',
  'product.artwork.invalid': 'Choose one of the listed drawings',
  'product.enterprise.invalid': 'Choose one of the listed enterprises, or none',
  'product.status.invalid': 'Choose draft, on sale or archived',
  'product.lowStockAt.invalid': 'The low-stock level must be a whole number from 0 to 1000',
  'product.variants.required': 'A product needs at least one variant',
  'product.variants.max': 'A product may have at most {{max}} variants',
  'product.variants.duplicateSku': 'Each variant needs its own code',
  'product.variants.duplicateOption': 'Two variants have the same size and colour',
  'variant.sku.required': 'Give the variant a code',
  'variant.sku.invalid': 'Use 1 to 30 letters, digits and single hyphens',
  'variant.size.max': 'The size must be at most {{max}} characters',
  'variant.colour.invalid': 'Choose one of the listed colours, or none',
  'variant.price.required': 'Enter the price',
  'variant.price.invalid': 'Enter the price in ringgit, such as 39.90',
  'variant.price.min': 'The price must be at least RM{{min}}',
  'variant.price.max': 'The price must be at most RM{{max}}',
  'variant.stock.invalid': 'The stock must be a whole number',
  'variant.stock.min': 'The stock cannot be below {{min}}',
  'variant.stock.max': 'The stock must be at most {{max}}',
  'variant.sku.unknown': 'This product has no variant with this code',
  'cart.lines.required': 'Your cart is empty',
  'cart.lines.max': 'An order may hold at most {{max}} different items',
  'cart.lines.duplicate': 'The same item is in the cart twice',
  'cart.product.invalid': 'This item is not in the shop',
  'cart.sku.invalid': 'This item is not in the shop',
  'cart.quantity.invalid': 'The quantity must be a whole number',
  'cart.quantity.min': 'The quantity must be at least {{min}}',
  'cart.quantity.max': 'You can order at most {{max}} of one item',
  'address.line1.required': 'Enter the first line of the address',
  'address.line1.max': 'An address line must be at most {{max}} characters',
  'address.line2.max': 'An address line must be at most {{max}} characters',
  'address.postcode.required': 'Enter the postcode',
  'address.postcode.invalid': 'A Malaysian postcode has five digits',
  'address.postcode.unknown': 'We cannot find this postcode; check it and try again',
  'address.city.required': 'Enter the town or city',
  'address.city.max': 'The town or city must be at most {{max}} characters',
  'order.name.required': 'Name is required',
  'order.name.max': 'Name must be at most {{max}} characters',
  'order.email.required': 'Email is required',
  'order.email.invalid': 'Please enter a valid email address',
  'order.email.max': 'Email must be at most {{max}} characters',
  'order.phone_number.required': 'Mobile number is required',
  'order.phone_number.invalid': 'Please enter a valid mobile number',
  'order.phone_number.max': 'Mobile number must be at most {{max}} characters',
  'order.language.invalid': 'The language must be Malay (bm) or English (eng)',
  'order.delivery.invalid': 'Choose delivery by post or pickup at an event',
  'order.shipping.invalid': 'Choose standard or tracked shipping',
  'order.event.required': 'Choose the event where you will collect your order',
  'order.event.invalid': 'Choose one of the listed events',
  'order.event.unavailable': 'Orders can no longer be collected at this event; choose another',
  'order.expectedTotal.invalid': 'The total shown to you is missing; go back to the cart',
  'order.total.max': 'An order may come to at most RM{{max}}; please split it into smaller orders',
  'orderLookup.order.required': 'Enter your order number',
  'orderLookup.order.invalid': 'An order number is 18 characters, such as 1732694400000A1201',
  'orderLookup.email.required': 'Enter the email you ordered with',
  'orderLookup.email.invalid': 'Please enter a valid email address',
  'stockChange.sku.invalid': 'Choose one of the product’s variants',
  'stockChange.change.invalid':
    'Enter a whole number of items to add (or, with a minus, to take away)',
  'stockChange.reason.required': 'Say why the stock changes',
  'stockChange.reason.max': 'The reason must be at most {{max}} characters',
  'orderAction.action.invalid': 'Choose one of the listed actions',
  'orderAction.courier.required': 'Enter the courier',
  'orderAction.courier.max': 'The courier must be at most {{max}} characters',
  'orderAction.tracking.required': 'Enter the tracking number',
  'orderAction.tracking.invalid': 'A tracking number is 4 to 40 letters, digits, spaces or hyphens',
  'orderAction.reason.required': 'Give the reason (the buyer reads it)',
  'orderAction.reason.max': 'The reason must be at most {{max}} characters',
  'orderAction.restock.invalid': 'Say whether the items go back on the shelf (true or false)',
  'shopSettings.freeShippingFrom.required':
    'Enter the amount from which shipping is free (0: never)',
  'shopSettings.freeShippingFrom.invalid': 'Enter an amount in ringgit, such as 150.00',
  'shopSettings.freeShippingFrom.max': 'The threshold must be at most RM{{max}}',
  'shopSettings.fee.required': 'Enter the fee',
  'shopSettings.fee.invalid': 'Enter the fee in ringgit, such as 8.00',
  'shopSettings.fee.max': 'A fee must be at most RM{{max}}',
  // Staff's products and orders (B2, issue 31).
  'product.variants.removed':
    'A variant cannot be removed (orders name it); set its stock to 0 instead',
  'staffOrders.status.invalid': 'Choose one of the listed order states',
  'staffOrders.q.invalid': 'Search by an order number or the buyer’s full email address',
} as const satisfies Record<string, string>;

/** A key of the shop's validation messages. */
export type ShopValidationKey = keyof typeof validationShopEng;

/** Whether a string is one of the shop's validation message keys. */
export function isShopValidationKey(key: string): key is ShopValidationKey {
  return Object.hasOwn(validationShopEng, key);
}
